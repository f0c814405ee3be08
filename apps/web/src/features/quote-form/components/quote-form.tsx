import {
  quoteFormServiceOf,
  quoteWizardCategoryChoices,
  quoteWizardMovingTypes,
  quoteWizardProfileChoices,
  quoteWizardServiceOf,
  quoteWizardShipmentTypeChoices,
  type QuoteFormServiceType,
} from '@freightdesk/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useQuoteWizard } from '../hooks/use-quote-wizard';
import { MovingDetailsStep } from './moving-details-step';
import { ShipmentForm } from './shipment-form';

function Choices<Value extends string>({
  name,
  options,
  onChoose,
}: {
  name: string;
  options: readonly Value[];
  onChoose: (value: Value) => void;
}) {
  const { t } = useTranslation();
  if (options.length === 0) return <Typography>{t('quoteForm.noChoices')}</Typography>;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}
    >
      {options.map((option) => (
        <li key={option}>
          <Button
            variant="outlined"
            onClick={() => onChoose(option)}
            sx={{
              width: '100%',
              justifyContent: 'flex-start',
              textAlign: 'start',
              flexDirection: 'column',
              alignItems: 'flex-start',
              py: 1.5,
            }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t(`quoteForm.choices.${name}.${option}.title`)}
            </Box>
            <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', textTransform: 'none' }}>
              {t(`quoteForm.choices.${name}.${option}.description`)}
            </Box>
          </Button>
        </li>
      ))}
    </Box>
  );
}

/**
 * The quote form at `/get-quote/:serviceType` (docs/product/quoting.md#results-screen): the wizard's steps that apply
 * to the service and the user, then the shipment form. `onFormStarted` is called once the user starts filling in the
 * shipment form (a field focused or clicked: the page preloads the results' code then, ADR 073).
 */
export function QuoteForm({
  serviceType,
  onFormStarted,
}: {
  serviceType: QuoteFormServiceType;
  onFormStarted?: () => void;
}) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // The service is read once: the answers below are the wizard's from then on.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const service = useMemo(() => quoteFormServiceOf(serviceType, searchParams), [serviceType]);
  const { state, step, dispatch, context } = useQuoteWizard(service);
  const { answers } = state;
  // A relocation's moving type makes it an entire or partial household move (ADR 073).
  const answeredService = quoteWizardServiceOf(answers, context);

  // A new step moves the focus to its question, for keyboard and screen reader users.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const content = {
    quoteCategory: () => (
      <Choices
        name="quoteCategory"
        options={quoteWizardCategoryChoices(context)}
        onChoose={(quoteCategory) => dispatch({ type: 'CHOOSE_QUOTE_CATEGORY', quoteCategory })}
      />
    ),
    customerProfile: () => (
      <Choices
        name="customerProfile"
        options={quoteWizardProfileChoices(answers.quoteCategory, context)}
        onChoose={(customerProfile) => dispatch({ type: 'CHOOSE_CUSTOMER_PROFILE', customerProfile })}
      />
    ),
    shipmentType: () => (
      <Choices
        name="shipmentType"
        options={quoteWizardShipmentTypeChoices(answers, context)}
        onChoose={(shipmentType) => dispatch({ type: 'CHOOSE_SHIPMENT_TYPE', shipmentType })}
      />
    ),
    movingDetails: () => {
      // A relocation from the ocean shortcut tells where and when before its mode (the moving type decides it);
      // both sea modes search the same places.
      const shipmentType = answers.shipmentType ?? answeredService.shipmentTypes[0];
      return (
        shipmentType && (
          <MovingDetailsStep
            service={answeredService}
            shipmentType={shipmentType}
            initial={answers.movingDetails}
            moveDateFromLink={searchParams.get('cargoReadyDate')}
            onSubmit={(movingDetails) => dispatch({ type: 'SUBMIT_MOVING_DETAILS', movingDetails })}
          />
        )
      );
    },
    movingType: () => (
      <Choices
        name="movingType"
        options={quoteWizardMovingTypes}
        onChoose={(movingType) => dispatch({ type: 'CHOOSE_MOVING_TYPE', movingType })}
      />
    ),
    moveSize: () => (
      <Choices
        name="moveSize"
        options={['homeSize', 'fullContainer'] as const}
        onChoose={(size) => dispatch({ type: 'CHOOSE_MOVE_SIZE', needFullContainer: size === 'fullContainer' })}
      />
    ),
    shipmentForm: () =>
      answers.shipmentType && (
        <ShipmentForm
          service={answeredService}
          shipmentType={answers.shipmentType}
          answers={answers}
          onFormStarted={onFormStarted}
        />
      ),
  }[step];

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
      <Typography component="p" variant="overline" color="text.secondary">
        {t('pages.getQuote.titleForService', { service: t(`pages.getQuote.serviceTypes.${serviceType}`) })}
        {answers.shipmentType &&
          step === 'shipmentForm' &&
          ` · ${t(`quoteForm.choices.shipmentType.${answers.shipmentType}.title`)}`}
      </Typography>
      {state.history.length > 0 && (
        <Button
          onClick={() => dispatch({ type: 'GO_BACK' })}
          startIcon={<ArrowBack aria-hidden sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          sx={{ alignSelf: 'flex-start', marginInlineStart: -1 }}
        >
          {t('quoteForm.back')}
        </Button>
      )}
      <Stack spacing={1}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h1"
          variant="h4"
          sx={{ outline: 'none', fontSize: { xs: '1.5rem', md: '2rem' } }}
        >
          {t(`quoteForm.steps.${step}.title`)}
        </Typography>
        <Typography color="text.secondary">{t(`quoteForm.steps.${step}.description`)}</Typography>
      </Stack>
      <Box key={step}>{content()}</Box>
    </Stack>
  );
}
