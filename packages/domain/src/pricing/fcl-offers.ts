import type { ContainerType } from '../shipping/shipment-type';
import type { ShipmentMeasures } from './charge-bands';
import { chargeLine } from './charge-items';
import { fclContainersOf } from './household-containers';
import { surchargeLines, type SurchargeIndex } from './leg-charges';
import { oceanFieldsOf, serviceFieldsOf } from './offer-fields';
import { terminalChoices, type MainLegOffer, type OfferContext } from './main-leg-offer';
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
  ].join('|');
}

/**
 * FCL main legs: for each carrier service on a lane between candidate ports, ocean freight
 * per container type × quantity (the cheapest applicable row of each requested type; a
 * service lacking one of the types cannot quote), plus its surcharges.
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

  const measures: ShipmentMeasures = { containers, chargeableWeightKg: 0, weightOrMeasure: 0 };
  const offers: MainLegOffer[] = [];
  for (const [key, byType] of services) {
    const tariffs = containers.map((item) => byType.get(item.containerType));
    if (tariffs.some((tariff) => tariff === undefined)) continue;
    const used = tariffs as FclContractRate[];
    const [service] = used;
    if (service === undefined) continue;
    const freightLines = containers.map((item, index) =>
      chargeLine({
        group: 'freight',
        code: 'OFR',
        name: `Ocean freight ${item.containerType}`,
        quantity: item.quantity,
        unitPriceMinor: used[index]?.freightPerContainerMinor ?? 0,
        currency: service.currency,
      }),
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
    offers.push({
      key: `FCL|${key}|${used.map((tariff) => tariff.id).join(',')}`,
      shipmentType: 'FCL',
      chargeMode: 'FCL',
      origin: origins.get(service.originLocode) ?? null,
      destination: destinations.get(service.destinationLocode) ?? null,
      freightItems: [...freightLines, ...surchargeItems],
      measures,
      ...serviceFieldsOf(service),
      ...oceanFieldsOf(service),
      validTo: used.reduce(
        (earliest, tariff) => (tariff.validTo < earliest ? tariff.validTo : earliest),
        service.validTo,
      ),
      isExpress: false,
      pricePerKilo: null,
      includesDoorLegs: false,
    });
  }
  return offers;
}
