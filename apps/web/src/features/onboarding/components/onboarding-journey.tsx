import {
  onboardingOptionsOf,
  onboardingProfileChoices,
  onboardingShipmentTypeChoices,
  onboardingSteps,
  type OnboardingStep,
} from '@freightdesk/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LanguageMenu } from '@/components/layouts/app-shell/top-bar/language-menu';
import { useIsDesktop } from '@/components/layouts/app-shell/use-is-desktop';
import { useBrand } from '@/lib/brand/brand-context';
import { useOnboardingJourney } from '../hooks/use-onboarding-journey';
import { CargoTypeStep, MovingTypeStep, ProfileStep, QuoteCategoryStep, ShipmentTypeStep } from './choice-steps';
import { MoveSizeStep } from './move-size-step';
import { MovingFormStep } from './moving-form-step';
import { OnboardingFooter } from './onboarding-footer';
import { ShipmentFormStep } from './shipment-form-step';

/** The texts of each step, under `onboarding.steps.<name>`. */
const stepNames: Record<OnboardingStep, string> = {
  1: 'quoteCategory',
  2: 'profile',
  3: 'shipmentType',
  4: 'shipmentForm',
  5: 'movingForm',
  6: 'movingType',
  7: 'cargoType',
  8: 'moveSize',
};
const lastStep = onboardingSteps.at(-1) ?? 8;

/**
 * The onboarding journey (docs/product/accounts.md#onboarding): one question per step from 1 to 8 on the domain's
 * step machine, a back button, the brand logo that starts again at step 1, and the footer with
 * the brand's figures and rating. The last step opens the sign-up with the answers.
 */
export function OnboardingJourney() {
  const { t } = useTranslation();
  const brand = useBrand();
  const isDesktop = useIsDesktop();
  const { journey, dispatch, restart, finish } = useOnboardingJourney();
  const { state } = journey;
  const stepName = stepNames[state.step];

  // A new step moves the focus to its question, so keyboard and screen reader users start there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  const noChoices = <Typography>{t('onboarding.noChoices')}</Typography>;
  const withChoices = (count: number, content: ReactNode) => (count === 0 ? noChoices : content);
  const profiles = onboardingProfileChoices(state.quoteCategory, brand);
  const shipmentTypes = onboardingShipmentTypeChoices(state.quoteCategory, brand);

  const steps: Record<OnboardingStep, () => ReactNode> = {
    1: () => {
      const categories = onboardingOptionsOf(brand).quoteCategoryOptions;
      return withChoices(
        categories.length,
        <QuoteCategoryStep
          options={categories}
          selected={state.quoteCategory}
          onChoose={(quoteCategory) => dispatch({ type: 'SELECT_QUOTE_CATEGORY', quoteCategory })}
        />,
      );
    },
    2: () =>
      withChoices(
        profiles.length,
        <ProfileStep
          options={profiles}
          selected={state.customerProfile}
          onChoose={(customerProfile) => dispatch({ type: 'SELECT_CUSTOMER_PROFILE', customerProfile })}
        />,
      ),
    3: () =>
      withChoices(
        shipmentTypes.length,
        <ShipmentTypeStep
          options={shipmentTypes}
          selected={state.shipmentType}
          onChoose={(shipmentType) => dispatch({ type: 'SELECT_SHIPMENT_TYPE', shipmentType })}
        />,
      ),
    4: () => <ShipmentFormStep onFinish={finish} />,
    5: () => (
      <MovingFormStep
        initial={state.movingForm}
        onSubmit={(movingForm) => dispatch({ type: 'SUBMIT_MOVING_FORM', movingForm })}
      />
    ),
    6: () => (
      <MovingTypeStep
        selected={state.movingType}
        onChoose={(movingType) => dispatch({ type: 'SELECT_MOVING_TYPE', movingType })}
      />
    ),
    7: () => (
      <CargoTypeStep
        selected={state.manualCargoType}
        onChoose={(manualCargoType) => dispatch({ type: 'SELECT_MANUAL_CARGO_TYPE', manualCargoType })}
      />
    ),
    8: () => <MoveSizeStep state={state} onFinish={finish} />,
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 2, md: 4 },
          py: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          color="inherit"
          onClick={restart}
          aria-label={t('onboarding.startAgain', { brandName: brand.name })}
          sx={{ p: 0.5, minWidth: 0 }}
        >
          <Box component="img" src={brand.logoPath} alt="" sx={{ height: 36, display: 'block' }} />
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu isCompact={!isDesktop} />
      </Box>

      <Box
        component="main"
        sx={{ flexGrow: 1, width: '100%', maxWidth: 880, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}
      >
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 36 }}>
              {journey.visited.length > 0 ? (
                <Button
                  onClick={() => dispatch({ type: 'GO_BACK' })}
                  startIcon={<ArrowBack aria-hidden sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
                  sx={{ marginInlineStart: -1 }}
                >
                  {t('onboarding.back')}
                </Button>
              ) : (
                <span />
              )}
              <Typography variant="body2" color="text.secondary">
                {t('onboarding.stepOf', { step: state.step, total: lastStep })}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={(state.step / lastStep) * 100}
              aria-label={t('onboarding.progress')}
            />
          </Stack>
          <Stack spacing={1}>
            <Typography
              ref={headingRef}
              tabIndex={-1}
              component="h1"
              variant="h4"
              sx={{ outline: 'none', fontSize: { xs: '1.5rem', md: '2rem' } }}
            >
              {t(`onboarding.steps.${stepName}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`onboarding.steps.${stepName}.description`)}</Typography>
          </Stack>
          {/* Keyed by step: a form starts from its own answers each time it is shown. */}
          <Box key={state.step}>{steps[state.step]()}</Box>
        </Stack>
      </Box>

      <OnboardingFooter />
    </Box>
  );
}
