import {
  cargoKindsForService,
  cargoReadyLabelKey,
  isCargoShaped,
  commodityLabelKeys,
  commodityTypes,
  freightClasses,
  isLanguage,
  mustChooseContinuousBond,
  placeCountryForEnd,
  placeTypesForEnd,
  quoteFormFindings,
  quoteFormTotals,
  type CargoSearch,
  type ErrorCode,
  type QuoteAdmissionContext,
  type QuoteFormService,
  type QuoteWizardAnswers,
  type SearchShipmentType,
} from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/form/date-field';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { SelectField } from '@/components/ui/form/select-field';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { fieldErrorOf, messageOfKey } from '@/lib/forms/field-messages';
import { publishGlobalError } from '@/lib/global-errors';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { localToday } from '@/lib/local-today';
import { useSession } from '@/lib/session/session-context';
import { useCreateQuoteMutation } from '../api/create-quote';
import { initialQuoteFormValues, searchOfQuoteForm, type QuoteFormValues } from '../lib/form-values';
import { formFieldOfSearchField, messageKeyOfReason, quoteFormResolver } from '../lib/quote-form-check';
import { CargoSection } from './cargo-section';
import { CargoTotalsLine, FindingsPanel } from './findings-panel';
import { PlaceField, placeLabel } from './place-field';
import { ServicesSection } from './services-section';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The shipment form, the wizard's last step (docs/product/quoting.md#search): route, date, commodity, cargo with live
 * totals, value and additional services. Every rule is the domain's; the form shows each finding before sending
 * and sends `POST /api/v2/quotes`, then opens the progressive results.
 */
export function ShipmentForm({
  service,
  shipmentType,
  answers,
  onFormStarted,
}: {
  service: QuoteFormService;
  shipmentType: SearchShipmentType;
  answers: QuoteWizardAnswers;
  onFormStarted?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const { user } = useSession();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const [searchParams] = useSearchParams();
  // The answer is the quote's view in the reader's language, kept for the results page (ADR 071).
  const createQuote = useCreateQuoteMutation(isLanguage(i18n.language) ? i18n.language : 'en');
  const [formError, setFormError] = useState<ErrorCode>();
  const today = localToday();

  const kinds = useMemo(() => {
    const all = cargoKindsForService(service, shipmentType);
    return service.household === 'entire' ? ([answers.needFullContainer ? 'containers' : 'apartment'] as const) : all;
  }, [service, shipmentType, answers.needFullContainer]);
  const placeTypes = {
    origin: placeTypesForEnd(service, shipmentType, 'origin'),
    destination: placeTypesForEnd(service, shipmentType, 'destination'),
  };
  const context: QuoteAdmissionContext = {
    today,
    commodityRequired: brand.featureFlags.commodityInQuoteForm,
    customerType: user?.customerType ?? null,
    quoteCategory: user ? null : answers.quoteCategory,
  };
  const toSearch = (values: QuoteFormValues) => searchOfQuoteForm(values, shipmentType, placeTypes);
  const form = useForm<QuoteFormValues, unknown, CargoSearch>({
    defaultValues: {
      ...initialQuoteFormValues(kinds, searchParams),
      // A household move's details were asked at their own step.
      ...(answers.movingDetails
        ? {
            origin: answers.movingDetails.origin,
            destination: answers.movingDetails.destination,
            cargoReadyDate: answers.movingDetails.moveDate,
          }
        : {}),
    },
    resolver: quoteFormResolver(toSearch, () => context, service),
  });

  // The user starts filling the form in (a field focused, a click in it): `onFormStarted` once (ADR 073).
  const hasStarted = useRef(false);
  const markStarted = () => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    onFormStarted?.();
  };

  const values = useWatch({ control: form.control }) as QuoteFormValues;
  const search = toSearch(values);
  const findings = quoteFormFindings(search, context);
  const isShaped = search.cargo !== null && isCargoShaped(search.cargo);
  const totals = isShaped && search.cargo ? quoteFormTotals(search.cargo, shipmentType) : null;
  const readyLabel = values.cargoReadyDate ? cargoReadyLabelKey(values.cargoReadyDate, today) : undefined;
  // At or above the cap only a continuous bond is offered (docs/product/quoting.md#search-validity).
  const isContinuousOnly = search.cargoValue !== null && mustChooseContinuousBond(search.cargoValue);
  const dateLabel = t(
    `quoteForm.fields.${service.isDap ? 'arrivalDate' : service.household ? 'moveDate' : 'cargoReadyDate'}`,
  );
  const endLabel = (end: 'origin' | 'destination') => t(`quoteForm.fields.${service.household ? `${end}Moving` : end}`);

  const send = (body: CargoSearch) => {
    setFormError(undefined);
    createQuote.mutate(
      { ...body, ...(user ? {} : { quoteCategory: answers.quoteCategory }) },
      {
        onSuccess: (quote) => void navigate(localizedHref(paths.progressiveQuotes.getHref({ quoteId: quote.uuid }))),
        onError: (error) => {
          const apiError = toApiError(error);
          let isOnField = false;
          for (const [field, reasons] of Object.entries(apiError.fieldErrors)) {
            const formField = formFieldOfSearchField(field);
            // A reason the form has no text for (a cargo limit's name …) is said by the code's alert instead.
            const key = reasons.map(messageKeyOfReason).find((candidate) => i18n.exists(candidate));
            if (formField === undefined || formField === 'cargoLimits' || key === undefined) continue;
            form.setError(formField as never, fieldErrorOf(messageOfKey(key), 'server'));
            isOnField = true;
          }
          if (!isOnField && !publishGlobalError(apiError.code)) setFormError(apiError.code);
          else if (isOnField && apiError.code !== 'INVALID_PAYLOAD') setFormError(apiError.code);
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={4}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      onFocusCapture={markStarted}
      onPointerDownCapture={markStarted}
      aria-label={t('quoteForm.formTitle')}
    >
      {answers.movingDetails ? (
        <Typography>
          {t('quoteForm.movingSummary', {
            from: placeLabel(answers.movingDetails.origin),
            to: placeLabel(answers.movingDetails.destination),
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
              new Date(`${answers.movingDetails.moveDate}T00:00:00Z`),
            ),
          })}
        </Typography>
      ) : (
        <Section title={t('quoteForm.sections.route')}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {(['origin', 'destination'] as const).map((end) => (
              <Stack key={end} sx={{ flex: 1 }}>
                <PlaceField
                  control={form.control as never}
                  name={end}
                  id={`quote-${end}`}
                  label={endLabel(end)}
                  types={placeTypes[end]}
                  country={placeCountryForEnd(service, end)}
                />
              </Stack>
            ))}
          </Stack>
          <DateField
            control={form.control}
            name="cargoReadyDate"
            id="quote-cargo-ready-date"
            label={dateLabel}
            min={today}
            hint={readyLabel ? t(`quoteForm.readyLabels.${readyLabel}`) : undefined}
            required
            sx={{ maxWidth: 280 }}
          />
        </Section>
      )}

      <Section title={t('quoteForm.sections.cargo')}>
        {brand.featureFlags.commodityInQuoteForm && (
          <SelectField
            control={form.control}
            name="commodity"
            id="quote-commodity"
            label={t('quoteForm.fields.commodity')}
            options={commodityTypes.map((type) => ({ value: type, label: t(commodityLabelKeys[type]) }))}
            placeholder={t('quoteForm.choose')}
            required
            sx={{ maxWidth: 360 }}
          />
        )}
        {shipmentType === 'AIR' && !service.isParcel && (
          <RadioGroupField
            control={form.control}
            name="isKnownShipper"
            id="quote-known-shipper"
            label={t('quoteForm.fields.knownShipper')}
            options={[
              { value: 'yes', label: t('quoteForm.yes') },
              { value: 'no', label: t('quoteForm.no') },
            ]}
          />
        )}
        {shipmentType === 'LTL' && (
          <SelectField
            control={form.control}
            name="freightClass"
            id="quote-freight-class"
            label={t('quoteForm.fields.freightClass')}
            options={freightClasses.map((freightClass) => ({
              value: String(freightClass),
              label: freightClass === 'unknown' ? t('quoteForm.freightClassUnknown') : String(freightClass),
            }))}
            sx={{ maxWidth: 280 }}
          />
        )}
        <CargoSection
          control={form.control}
          kind={values.cargoKind}
          kinds={kinds}
          onKindChange={(kind) => form.setValue('cargoKind', kind)}
        />
        {values.cargoKind !== 'containers' && values.cargoKind !== 'apartment' && <CargoTotalsLine totals={totals} />}
      </Section>

      {!service.household && (
        <Section title={t('quoteForm.sections.services')}>
          <ServicesSection control={form.control} isContinuousOnly={isContinuousOnly} />
        </Section>
      )}

      <FindingsPanel findings={findings} isCargoShaped={isShaped} />
      <FormErrorAlert code={formError} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={createQuote.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('quoteForm.submit')}
      </Button>
    </Stack>
  );
}
