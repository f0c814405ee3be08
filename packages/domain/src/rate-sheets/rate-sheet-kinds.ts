// Every rate sheet staff can upload, one definition per tariff kind (docs/decisions/079-rate-sheets.md); what a
// definition holds: rate-sheet-definition.ts.
import type { RateSheetDefinition, RateSheetKind } from './rate-sheet-definition';
import { fclRateSheet, lclRateSheet } from './ocean-rate-sheets';
import { airRateSheet } from './air-rate-sheet';
import { ltlRateSheet, parcelRateSheet, truckingRateSheet } from './road-rate-sheets';
import { additionalServicesRateSheet, portChargeRateSheet } from './charge-rate-sheets';

/** Every rate sheet definition, by kind. */
export const rateSheetDefinitions: Readonly<Record<RateSheetKind, RateSheetDefinition>> = {
  fclRates: fclRateSheet,
  lclRates: lclRateSheet,
  airRates: airRateSheet,
  ltlRates: ltlRateSheet,
  parcelRates: parcelRateSheet,
  truckingRates: truckingRateSheet,
  portCharges: portChargeRateSheet,
  additionalServicePrices: additionalServicesRateSheet,
};
