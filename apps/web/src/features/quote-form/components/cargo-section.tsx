import {
  apartmentTypes,
  boxSizes,
  cargoMaxContainerItems,
  cargoMaxDimensionRows,
  containerTypes,
  defaultSearchContainerTypes,
  dimensionUnits,
  volumeUnits,
  weightUnits,
  type CargoKind,
  type CargoSearch,
} from '@freightdesk/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { NumberField } from '@/components/ui/form/number-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { SelectField } from '@/components/ui/form/select-field';
import { fieldErrorText } from '@/lib/forms/field-messages';
import { emptyRow, type QuoteFormValues } from '../lib/form-values';
import { FormControlLabel } from '@/components/ui/form-control-label';
import { Switch } from '@/components/ui/switch';

type FormControlOf = Control<QuoteFormValues, unknown, CargoSearch>;

const unitOptions = (units: readonly string[], t: (key: string) => string) =>
  units.map((unit) => ({ value: unit, label: t(`quoteForm.units.${unit}`) }));

/** Container lines (docs/product/quoting.md#cargo): DV20, DV40, DV40HC first, the catalogue on request. */
function ContainerLines({ control }: { control: FormControlOf }) {
  const { t } = useTranslation();
  const lines = useFieldArray({ control, name: 'containers' });
  const [showAllTypes, setShowAllTypes] = useState(() =>
    lines.fields.some((line) => !(defaultSearchContainerTypes as readonly string[]).includes(line.containerType)),
  );
  const types = showAllTypes ? containerTypes : defaultSearchContainerTypes;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('quoteForm.cargo.containers')}
      </Typography>
      {lines.fields.map((line, index) => (
        <Stack
          key={line.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <SelectField
            control={control}
            name={`containers.${index}.containerType`}
            id={`quote-container-type-${index}`}
            label={t('quoteForm.cargo.containerType', { number: index + 1 })}
            options={types.map((type) => ({ value: type, label: t(`quoteForm.containerTypes.${type}`) }))}
            sx={{ minWidth: 240 }}
          />
          <NumberField
            control={control}
            name={`containers.${index}.quantity`}
            id={`quote-container-quantity-${index}`}
            label={t('quoteForm.cargo.quantity')}
            min={1}
            sx={{ maxWidth: 160 }}
          />
          {lines.fields.length > 1 && (
            <IconButton
              aria-label={t('quoteForm.cargo.removeLine', { number: index + 1 })}
              onClick={() => lines.remove(index)}
              // In a column (a phone) the button keeps its own size, at the row's end.
              sx={{ alignSelf: { xs: 'flex-end', sm: 'auto' } }}
            >
              <DeleteOutline />
            </IconButton>
          )}
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {lines.fields.length < cargoMaxContainerItems && (
          <Button startIcon={<AddIcon />} onClick={() => lines.append({ containerType: 'DV20', quantity: '1' })}>
            {t('quoteForm.cargo.addContainer')}
          </Button>
        )}
        <FormControlLabel
          control={<Switch checked={showAllTypes} onChange={(event) => setShowAllTypes(event.target.checked)} />}
          label={t('quoteForm.cargo.moreContainerTypes')}
        />
      </Stack>
    </Stack>
  );
}

/** Up to 3 rows of packages (docs/product/quoting.md#cargo), one unit system for all rows. */
function DimensionRows({ control }: { control: FormControlOf }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'rows' });
  const [dimensionUnit, weightUnit] = useWatch({ control, name: ['dimensionUnit', 'weightUnit'] });
  const unitOf = (measure: string) =>
    measure === 'quantity' ? undefined : t(`quoteForm.units.${measure === 'weight' ? weightUnit : dimensionUnit}`);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <SelectField
          control={control}
          name="dimensionUnit"
          id="quote-dimension-unit"
          label={t('quoteForm.cargo.dimensionUnit')}
          options={unitOptions(dimensionUnits, t)}
          sx={{ minWidth: 140 }}
        />
        <SelectField
          control={control}
          name="weightUnit"
          id="quote-weight-unit"
          label={t('quoteForm.cargo.weightUnit')}
          options={unitOptions(weightUnits, t)}
          sx={{ minWidth: 140 }}
        />
      </Stack>
      {rows.fields.map((row, index) => (
        <Stack key={row.id} spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('quoteForm.cargo.row', { number: index + 1 })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            {(['quantity', 'length', 'width', 'height', 'weight'] as const).map((measure) => (
              <NumberField
                key={measure}
                control={control}
                name={`rows.${index}.${measure}`}
                id={`quote-row-${index}-${measure}`}
                label={t(`quoteForm.cargo.${measure}`)}
                unit={unitOf(measure)}
                min={0}
                step={measure === 'quantity' ? 1 : 0.01}
              />
            ))}
            {rows.fields.length > 1 && (
              <IconButton
                aria-label={t('quoteForm.cargo.removeRow', { number: index + 1 })}
                onClick={() => rows.remove(index)}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'auto' } }}
              >
                <DeleteOutline />
              </IconButton>
            )}
          </Stack>
        </Stack>
      ))}
      {rows.fields.length < cargoMaxDimensionRows && (
        <Button startIcon={<AddIcon />} onClick={() => rows.append(emptyRow())} sx={{ alignSelf: 'flex-start' }}>
          {t('quoteForm.cargo.addRow')}
        </Button>
      )}
    </Stack>
  );
}

function TotalVolume({ control }: { control: FormControlOf }) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <NumberField
        control={control}
        name="total.weight"
        id="quote-total-weight"
        label={t('quoteForm.cargo.totalWeight')}
        min={0}
        step={0.01}
      />
      <SelectField
        control={control}
        name="total.weightUnit"
        id="quote-total-weight-unit"
        label={t('quoteForm.cargo.weightUnit')}
        options={unitOptions(weightUnits, t)}
      />
      <NumberField
        control={control}
        name="total.volume"
        id="quote-total-volume"
        label={t('quoteForm.cargo.totalVolume')}
        min={0}
        step={0.01}
      />
      <SelectField
        control={control}
        name="total.volumeUnit"
        id="quote-total-volume-unit"
        label={t('quoteForm.cargo.volumeUnit')}
        options={unitOptions(volumeUnits, t)}
      />
    </Stack>
  );
}

/** Box counts; at least one above 0, else 'Box Quantity Needed' (docs/product/quoting.md#cargo). */
function BoxCounts({ control }: { control: FormControlOf }) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control, name: 'boxCounts' as never });
  const groupError = (errors as Record<string, { message?: string }>)['boxCounts'];
  const message = fieldErrorText(t, groupError, t('quoteForm.cargo.boxes'));
  return (
    <FormControl component="fieldset" error={message !== undefined} sx={{ gap: 2 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('quoteForm.cargo.boxes')}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {boxSizes.map((size) => (
          <NumberField
            key={size}
            control={control}
            name={`boxes.${size}`}
            id={`quote-boxes-${size}`}
            label={t(`quoteForm.boxSizes.${size}`)}
            min={0}
            isGroupInError={message !== undefined}
            slotProps={{ htmlInput: { 'aria-describedby': message ? 'quote-boxes-error' : undefined } }}
          />
        ))}
      </Stack>
      {message && (
        <FormHelperText id="quote-boxes-error" role="alert">
          <strong>{t('cargo.boxQuantityNeeded.title')}</strong>: {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** The cargo of the form, in the way its kind describes it. */
export function CargoSection({
  control,
  kind,
  kinds,
  onKindChange,
}: {
  control: FormControlOf;
  kind: CargoKind;
  kinds: readonly CargoKind[];
  onKindChange: (kind: CargoKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {kinds.length > 1 && kinds.includes('totalVolume') && (
        <FormControlLabel
          control={
            <Switch
              checked={kind === 'totalVolume'}
              onChange={(event) => onKindChange(event.target.checked ? 'totalVolume' : 'dimensionRows')}
            />
          }
          label={t('quoteForm.cargo.byTotals')}
        />
      )}
      {kind === 'containers' && <ContainerLines control={control} />}
      {kind === 'dimensionRows' && <DimensionRows control={control} />}
      {kind === 'totalVolume' && <TotalVolume control={control} />}
      {kind === 'boxes' && <BoxCounts control={control} />}
      {kind === 'apartment' && (
        <RadioGroupField
          control={control}
          name="apartmentType"
          id="quote-apartment-type"
          label={t('quoteForm.cargo.apartmentType')}
          options={apartmentTypes.map((type) => ({ value: type, label: t(`quoteForm.apartmentTypes.${type}`) }))}
          required
        />
      )}
    </Stack>
  );
}
