import {
  placeCountryForEnd,
  placeTypesForEnd,
  type QuoteFormService,
  type QuoteWizardMovingDetails,
  type SearchShipmentType,
} from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/form/date-field';
import { localToday } from '@/lib/local-today';
import { initialQuoteFormValues, searchOfQuoteForm, type QuoteFormValues } from '../lib/form-values';
import { routeAndDateResolver } from '../lib/quote-form-check';
import { PlaceField } from './place-field';

/**
 * Step 5, the moving details of a household move (docs/product/quoting.md#results-screen): moving from, to, and the
 * move date, checked by the domain's search rules before the next step.
 */
export function MovingDetailsStep({
  service,
  shipmentType,
  initial,
  moveDateFromLink,
  onSubmit,
}: {
  service: QuoteFormService;
  shipmentType: SearchShipmentType;
  initial: QuoteWizardMovingDetails | null;
  moveDateFromLink: string | null;
  onSubmit: (details: QuoteWizardMovingDetails) => void;
}) {
  const { t } = useTranslation();
  const today = localToday();
  const placeTypes = {
    origin: placeTypesForEnd(service, shipmentType, 'origin'),
    destination: placeTypesForEnd(service, shipmentType, 'destination'),
  };
  const form = useForm<QuoteFormValues>({
    defaultValues: {
      ...initialQuoteFormValues([], new URLSearchParams()),
      origin: initial?.origin ?? null,
      destination: initial?.destination ?? null,
      cargoReadyDate: initial?.moveDate ?? moveDateFromLink ?? '',
    },
    resolver: routeAndDateResolver((values) => searchOfQuoteForm(values, shipmentType, placeTypes), today, service),
  });
  const submit = form.handleSubmit((values) => {
    if (values.origin && values.destination) {
      onSubmit({ origin: values.origin, destination: values.destination, moveDate: values.cargoReadyDate });
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {(['origin', 'destination'] as const).map((end) => (
          <Stack key={end} sx={{ flex: 1 }}>
            <PlaceField
              control={form.control as never}
              name={end}
              id={`quote-moving-${end}`}
              label={t(`quoteForm.fields.${end}Moving`)}
              types={placeTypes[end]}
              country={placeCountryForEnd(service, end)}
            />
          </Stack>
        ))}
      </Stack>
      <DateField
        control={form.control}
        name="cargoReadyDate"
        id="quote-move-date"
        label={t('quoteForm.fields.moveDate')}
        min={today}
        required
        sx={{ maxWidth: 280 }}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('quoteForm.continue')}
      </Button>
    </Stack>
  );
}
