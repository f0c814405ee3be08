import {
  onboardingManualCargoTypes,
  onboardingMovingTypes,
  type AllowedUserProfileKey,
  type CategoryShipmentType,
  type OnboardingManualCargoType,
  type OnboardingMovingType,
  type QuoteCategory,
} from '@freightdesk/domain';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChairOutlined from '@mui/icons-material/ChairOutlined';
import DirectionsBoatOutlined from '@mui/icons-material/DirectionsBoatOutlined';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceList, type Choice } from './choice-list';

const quoteCategoryIcons: Record<QuoteCategory, ReactNode> = {
  commercial: <Inventory2Outlined />,
  relocation: <HomeOutlined />,
  courier: <LocalShippingOutlined />,
  student: <SchoolOutlined />,
};
const profileIcons: Record<AllowedUserProfileKey, ReactNode> = {
  business: <BusinessOutlined />,
  agent: <SupportAgentOutlined />,
  individual: <PersonOutlined />,
  relocationCompany: <LocalShippingOutlined />,
  student: <SchoolOutlined />,
};
const shipmentTypeIcons: Record<CategoryShipmentType, ReactNode> = {
  FCL: <DirectionsBoatOutlined />,
  LCL: <DirectionsBoatOutlined />,
  AIR: <FlightOutlined />,
  LTL: <LocalShippingOutlined />,
};
const movingTypeIcons: Record<OnboardingMovingType, ReactNode> = {
  entireHousehold: <HomeOutlined />,
  partialHousehold: <ChairOutlined />,
};
const cargoTypeIcons: Record<OnboardingManualCargoType, ReactNode> = {
  container: <ViewInArOutlined />,
  dimensions: <Inventory2Outlined />,
};

interface ChoiceStepProps<Value extends string> {
  options: readonly Value[];
  selected: Value | undefined;
  onChoose: (value: Value) => void;
}

/** A question step whose answers are translated under `onboarding.<group>.<value>.title|description`. */
function ChoiceStep<Value extends string>({
  group,
  icons,
  options,
  selected,
  onChoose,
}: ChoiceStepProps<Value> & { group: string; icons: Record<Value, ReactNode> }) {
  const { t } = useTranslation();
  const choices: Choice<Value>[] = options.map((value) => ({
    value,
    title: t(`onboarding.${group}.${value}.title`),
    description: t(`onboarding.${group}.${value}.description`),
    icon: icons[value],
  }));
  return <ChoiceList choices={choices} selected={selected} onChoose={onChoose} />;
}

/** Step 1: the quote category. */
export const QuoteCategoryStep = (props: ChoiceStepProps<QuoteCategory>) => (
  <ChoiceStep group="quoteCategories" icons={quoteCategoryIcons} {...props} />
);

/** Step 2: who the user is. */
export const ProfileStep = (props: ChoiceStepProps<AllowedUserProfileKey>) => (
  <ChoiceStep group="profiles" icons={profileIcons} {...props} />
);

/** Step 3: the mode. */
export const ShipmentTypeStep = (props: ChoiceStepProps<CategoryShipmentType>) => (
  <ChoiceStep group="shipmentTypes" icons={shipmentTypeIcons} {...props} />
);

/** Step 6: entire or partial household. */
export const MovingTypeStep = (props: Omit<ChoiceStepProps<OnboardingMovingType>, 'options'>) => (
  <ChoiceStep group="movingTypes" icons={movingTypeIcons} options={onboardingMovingTypes} {...props} />
);

/** Step 7: a full container, or items and rooms. */
export const CargoTypeStep = (props: Omit<ChoiceStepProps<OnboardingManualCargoType>, 'options'>) => (
  <ChoiceStep group="cargoTypes" icons={cargoTypeIcons} options={onboardingManualCargoTypes} {...props} />
);
