import type { ContainerType } from '../shipping/shipment-type';
import type { ShipmentMeasures } from './charge-bands';
import { chargeLine } from './charge-items';
import { fclContainersOf } from './household-containers';
import { surchargeLines, type SurchargeIndex } from './leg-charges';
import { oceanFieldsOf, sailingFieldsOf, serviceFieldsOf } from './offer-fields';
import { amountForSailing, sailingsOf, sailingWindowDays, type Sailing } from './sailings';
import { terminalChoices, type MainLegOffer, type OfferContext, type TerminalChoice } from './main-leg-offer';
import { isTariffApplicable } from './tariff-schedule';
import type { FclContractRate } from './tariff-types';

/** Tariff rows of one carrier service on one lane: they differ only by container type. */
function serviceKeyOf(tariff: FclContractRate): string {
  return [
    tariff.carrierCode,
    tariff.originLocode,
    tariff.destinationLocode,
    tariff.rateType,
    tariff.contractNumber ?? '',
    tariff.isSpot,
    tariff.vessel ?? '',
    tariff.voyage ?? '',
    tariff.transitDays,
    // A scheduled service is also told apart by its weekdays and first vessel (two loops of one carrier).
    ...(tariff.serviceRotation ? [tariff.departureWeekdays.join(','), tariff.serviceRotation.vessels[0] ?? ''] : []),
  ].join('|');
}

/**
 * FCL main legs: for each carrier service on a lane between candidate ports, ocean freight
 * per container type × quantity (the cheapest applicable row of each requested type; a
 * service lacking one of the types cannot quote), plus its surcharges; a scheduled service
 * (one with a rotation) gives one offer per sailing in the quote's sailing period.
 */
export function fclOffers(context: OfferContext, surcharges: SurchargeIndex): MainLegOffer[] {
  const { search, candidates, dates, nearbyRadiusKm } = context;
  const containers = fclContainersOf(search.cargo);
  if (containers.length === 0) return [];
  const origins = terminalChoices(search.origin, candidates.originTerminals, nearbyRadiusKm);
  const destinations = terminalChoices(search.destination, candidates.destinationTerminals, nearbyRadiusKm);
  const requestedTypes = new Set(containers.map((item) => item.containerType));

  const services = new Map<string, Map<ContainerType, FclContractRate>>();
  for (const tariff of candidates.fclRates) {
    if (!requestedTypes.has(tariff.containerType)) continue;
    if (!origins.has(tariff.originLocode) || !destinations.has(tariff.destinationLocode)) continue;
    if (!isTariffApplicable(tariff, dates.today, dates.shipDate)) continue;
    const key = serviceKeyOf(tariff);
    const byType = services.get(key) ?? new Map<ContainerType, FclContractRate>();
    const current = byType.get(tariff.containerType);
    if (current === undefined || tariff.freightPerContainerMinor < current.freightPerContainerMinor)
      byType.set(tariff.containerType, tariff);
    services.set(key, byType);
  }

  const lane: FclLane = {
    origins,
    destinations,
    containers,
    measures: { containers, chargeableWeightKg: 0, weightOrMeasure: 0 },
    dates,
    surcharges,
  };
  const offers: MainLegOffer[] = [];
  for (const [key, byType] of services) {
    const tariffs = containers.map((item) => byType.get(item.containerType));
    if (tariffs.some((tariff) => tariff === undefined)) continue;
    const used = tariffs as FclContractRate[];
    const [service] = used;
    if (service === undefined) continue;
    const validTo = used.reduce(
      (earliest, tariff) => (tariff.validTo < earliest ? tariff.validTo : earliest),
      service.validTo,
    );
    // A scheduled service: one offer per sailing in the sailing period (docs/decisions/062-sailings-from-tariffs.md).
    const schedule = {
      departureWeekdays: service.departureWeekdays,
      validTo,
      serviceRotation: service.serviceRotation,
    };
    const sailings = sailingsOf(schedule, dates.shipDate, sailingWindowDays.ocean);
    const ids = used.map((tariff) => tariff.id).join(',');
    for (const sailing of sailings.length === 0 ? [undefined] : sailings) {
      offers.push(sailingOffer(lane, { key, ids, used, service, validTo, sailing }));
    }
  }
  return offers;
}

/** What every offer of one FCL search shares. */
interface FclLane {
  origins: Map<string, TerminalChoice>;
  destinations: Map<string, TerminalChoice>;
  containers: ReturnType<typeof fclContainersOf>;
  measures: ShipmentMeasures;
  dates: OfferContext['dates'];
  surcharges: SurchargeIndex;
}

interface FclService {
  key: string;
  ids: string;
  /** The rows priced, one per requested container (in the cargo's order). */
  used: readonly FclContractRate[];
  service: FclContractRate;
  validTo: string;
  sailing: Sailing | undefined;
}

/** One FCL offer: a service's freight per container (for one sailing when scheduled) and its surcharges. */
function sailingOffer(
  { origins, destinations, containers, measures, dates, surcharges }: FclLane,
  { key, ids, used, service, validTo, sailing }: FclService,
): MainLegOffer {
  const freightLines = containers.map((item, index) =>
    chargeLine({
      group: 'freight',
      code: 'OFR',
      name: `Ocean freight ${item.containerType}`,
      label: { key: 'oceanFreight', containerType: item.containerType },
      quantity: item.quantity,
      unitPriceMinor: amountForSailing(used[index]?.freightPerContainerMinor ?? 0, sailing),
      currency: service.currency,
    }),
  );
  // A rate sheet's own per-container surcharges of each row priced (BAF, THC, GRI: ADR 079).
  const sheetSurchargeLines = containers.flatMap((item, index) =>
    (used[index]?.sheetSurcharges ?? []).map((surcharge) =>
      chargeLine({
        group: 'freight',
        code: surcharge.code,
        name: `${surcharge.code} ${item.containerType}`,
        label: { key: 'tariffCharge', containerType: item.containerType },
        quantity: item.quantity,
        unitPriceMinor: surcharge.amountMinor,
        currency: service.currency,
      }),
    ),
  );
  const surchargeItems = surchargeLines(surcharges, {
    mode: 'FCL',
    carrierCode: service.carrierCode,
    originCode: service.originLocode,
    destinationCode: service.destinationLocode,
    freightLines,
    measures,
    dates,
  });
  return {
    key: `FCL|${key}|${ids}${sailing === undefined ? '' : `|${sailing.departureDate}`}`,
    shipmentType: 'FCL',
    chargeMode: 'FCL',
    origin: origins.get(service.originLocode) ?? null,
    destination: destinations.get(service.destinationLocode) ?? null,
    freightItems: [...freightLines, ...sheetSurchargeLines, ...surchargeItems],
    measures,
    ...serviceFieldsOf(service, 'fclRates'),
    ...oceanFieldsOf(service, sailing),
    ...sailingFieldsOf(sailing),
    validTo,
    isExpress: false,
    pricePerKilo: null,
    includesDoorLegs: false,
  };
}
