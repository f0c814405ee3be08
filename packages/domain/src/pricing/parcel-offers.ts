import { cargoTotals } from '../cargo/cargo-totals';
import { chargeLine } from './charge-items';
import type { MainLegOffer, OfferContext } from './main-leg-offer';
import { doorToDoorOfferFields } from './offer-fields';
import { isTariffApplicable } from './tariff-schedule';
import type { ParcelRate } from './tariff-types';

/** Parcel carriers collect and deliver on working days. */
const parcelPickupWeekdays = [1, 2, 3, 4, 5] as const;

/**
 * Parcels and courier (docs/product/quoting.md#rate-engine, "parcels by air" in the US menu): an air search from door
 * to door within the parcel carriers' zones is also priced per shipment from the parcel tariff —
 * per carrier and service, the row of the zone and the chargeable-weight band (kg, upper bound
 * excluded), cheapest first. Door to door: no separate pickup or delivery legs.
 */
export function parcelOffers(context: OfferContext): MainLegOffer[] {
  const { search, candidates, dates } = context;
  const zone = candidates.parcelZone;
  if (zone === null || search.cargo === null || search.cargo.kind === 'containers') return [];
  if (search.origin.type !== 'POSTAL_CODE' || search.destination.type !== 'POSTAL_CODE') return [];
  const totals = cargoTotals(search.cargo, 'AIR');
  const weightKg = totals.chargeableWeightKg ?? totals.totalWeightKg ?? 0;
  if (weightKg <= 0) return [];
  const cheapestByService = new Map<string, ParcelRate>();
  for (const row of candidates.parcelRates) {
    if (row.zone !== zone || weightKg < row.fromWeightKg || (row.toWeightKg !== null && weightKg >= row.toWeightKg))
      continue;
    if (!isTariffApplicable(row, dates.today, dates.shipDate)) continue;
    const key = `${row.carrierCode}|${row.serviceName}`;
    const current = cheapestByService.get(key);
    if (current === undefined || row.priceMinor < current.priceMinor) cheapestByService.set(key, row);
  }
  return [...cheapestByService.values()].map((row) => ({
    key: `PARCEL|${row.id}`,
    shipmentType: 'AIR',
    chargeMode: 'PARCEL',
    origin: null,
    destination: null,
    freightItems: [
      chargeLine({
        group: 'freight',
        code: 'PARCEL',
        name: `${row.serviceName} (zone ${row.zone})`,
        label: { key: 'parcelService', service: row.serviceName, zone: row.zone },
        quantity: 1,
        unitPriceMinor: row.priceMinor,
        currency: row.currency,
      }),
    ],
    measures: { containers: [], chargeableWeightKg: weightKg, weightOrMeasure: 0 },
    carrierCode: row.carrierCode,
    carrierName: row.carrierName,
    transitDays: row.transitDays,
    departureWeekdays: parcelPickupWeekdays,
    validTo: row.validTo,
    rateType: 'Public',
    isSpot: false,
    isPromoted: false,
    isExclusiveContract: false,
    isExpress: row.isExpress,
    tariffKind: 'parcelRates',
    tariffId: row.id,
    contractNumber: null,
    contractUploadReference: null,
    rateProvider: null,
    supplier: row.carrierName,
    ...doorToDoorOfferFields,
  }));
}
