import { additionalServiceCodes } from '../pricing/tariff-types';
import { standardChargeCodes, type ChargeLabel } from './charge-labels';

/** A translation function over the `charges` texts: `translate('charges.code.THC')`, with `{{…}}` values. */
export type TranslateChargeText = (key: string, values?: Record<string, string>) => string;

const standardCodes: ReadonlySet<string> = new Set(standardChargeCodes);
const serviceCodes: ReadonlySet<string> = new Set(additionalServiceCodes);

/** A label's words (without its container type) in the reader's language; null when only the line's name has them. */
function labelText(label: ChargeLabel, code: string, translate: TranslateChargeText): string | null {
  switch (label.key) {
    case 'tariffCharge':
      return standardCodes.has(code) ? translate(`charges.code.${code}`) : null;
    case 'additionalService':
      return serviceCodes.has(code) ? translate(`charges.additionalService.${code}`) : null;
    case 'roadFreight':
      return label.freightClass === undefined
        ? null
        : translate('charges.label.roadFreight', { freightClass: label.freightClass });
    case 'parcelService':
      return label.service === undefined || label.zone === undefined
        ? null
        : translate('charges.label.parcelService', { service: label.service, zone: label.zone });
    default:
      return translate(`charges.label.${label.key}`);
  }
}

/**
 * A charge line's name in the reader's language (docs/decisions/091-charge-line-labels.md): its label's words, with the
 * container type a per-container line prices; the line's own name when it has no label (booked before labels, or a
 * line staff typed) or its label names a tariff's own charge.
 */
export function chargeLineName(
  line: { code: string; name: string; label?: ChargeLabel | null | undefined },
  translate: TranslateChargeText,
): string {
  const { label } = line;
  if (!label) return line.name;
  const text = labelText(label, line.code, translate);
  if (text === null) return line.name;
  return label.containerType === undefined
    ? text
    : translate('charges.withContainer', { charge: text, containerType: label.containerType });
}
