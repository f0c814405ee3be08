import { z } from 'zod';
import { containerTypes } from '../shipping/shipment-type';

/**
 * What a charge line is, as words the reader's language can say (docs/decisions/091-charge-line-labels.md): the
 * engine's own lines by kind (ocean, air and road freight, parcel, trucking, insurance) with their parameters, a
 * tariff's charge by its code, an additional service by its code. The line's `name` stays beside it: the English
 * words, and the only words for a tariff's own charge whose code is not a standard one (or a line staff typed).
 */
export const chargeLabelKeys = [
  'oceanFreight',
  'oceanFreightWeightOrMeasure',
  'airFreight',
  'airFreightMinimum',
  'roadFreight',
  'parcelService',
  'pickupTrucking',
  'deliveryTrucking',
  'tariffCharge',
  'additionalService',
  'cargoInsurance',
] as const;
export type ChargeLabelKey = (typeof chargeLabelKeys)[number];

export const chargeLabelSchema = z.object({
  key: z.enum(chargeLabelKeys),
  /** The container type a per-container line prices (FCL). */
  containerType: z.enum(containerTypes).optional(),
  /** The NMFC freight class of a road freight line. */
  freightClass: z.string().max(8).optional(),
  /** A parcel line's carrier service, by its own (brand) name, and its zone. */
  service: z.string().max(80).optional(),
  zone: z.string().max(8).optional(),
});
export type ChargeLabel = z.infer<typeof chargeLabelSchema>;

/**
 * The surcharge and port-charge codes of the trade that have a name in every language (a tariff's or a rate sheet's
 * other codes are named by the tariff's own words).
 */
export const standardChargeCodes = [
  'THC',
  'OTHC',
  'DTHC',
  'DOC',
  'CFS',
  'BAF',
  'CAF',
  'LSS',
  'PSS',
  'GRI',
  'FSC',
  'SSC',
  'ISPS',
  'AMS',
  'ENS',
  'EBS',
  'SEAL',
] as const;
