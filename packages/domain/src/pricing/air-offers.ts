import { airFreightCharge } from './air-freight';
import { surchargeLines, type SurchargeIndex } from './leg-charges';
import { looseCargoMeasures } from './lcl-offers';
import { terminalChoices, type MainLegOffer, type OfferContext } from './main-leg-offer';
import { sailingFieldsOf, serviceFieldsOf } from './offer-fields';
import { amountForSailing, sailingsOf, sailingWindowDays } from './sailings';
import { isTariffApplicable } from './tariff-schedule';

/**
 * Air main legs: one per applicable airline tariff between candidate airports, priced on the
 * chargeable weight (6000 cm³/kg) by weight break with the minimum charge. Rates for known
 * shippers only are left out unless the search says the shipper is known.
 */
export function airOffers(context: OfferContext, surcharges: SurchargeIndex): MainLegOffer[] {
  const { search, candidates, dates, nearbyRadiusKm } = context;
  const measures = looseCargoMeasures(search, 'AIR');
  if (measures === null) return [];
  const origins = terminalChoices(search.origin, candidates.originTerminals, nearbyRadiusKm);
  const destinations = terminalChoices(search.destination, candidates.destinationTerminals, nearbyRadiusKm);
  const isKnownShipper = search.isKnownShipper === true;
  return candidates.airRates.flatMap((tariff): MainLegOffer[] => {
    if (tariff.knownShipperOnly && !isKnownShipper) return [];
    const origin = origins.get(tariff.originIataCode);
    const destination = destinations.get(tariff.destinationIataCode);
    if (!origin || !destination || !isTariffApplicable(tariff, dates.today, dates.shipDate)) return [];
    // Scheduled flights: one offer per flight in the sailing period (docs/decisions/062-sailings-from-tariffs.md).
    const flights = sailingsOf(tariff, dates.shipDate, sailingWindowDays.air);
    return (flights.length === 0 ? [undefined] : flights).flatMap((flight): MainLegOffer[] => {
      const charge = airFreightCharge(
        measures.chargeableWeightKg,
        flight === undefined
          ? tariff.weightBreaks
          : tariff.weightBreaks.map((weightBreak) => ({
              ...weightBreak,
              perKgMinor: amountForSailing(weightBreak.perKgMinor, flight),
            })),
        amountForSailing(tariff.minimumChargeMinor, flight),
      );
      if (charge === null) return [];
      const freightLine = {
        group: 'freight' as const,
        code: 'AFR',
        name: charge.isMinimumCharge ? 'Air freight (minimum charge)' : 'Air freight',
        label: { key: charge.isMinimumCharge ? ('airFreightMinimum' as const) : ('airFreight' as const) },
        quantity: charge.isMinimumCharge ? 1 : charge.chargedWeightKg,
        unitPriceMinor: charge.isMinimumCharge ? charge.amountMinor : charge.perKgMinor,
        amountMinor: charge.amountMinor,
        currency: tariff.currency,
      };
      const surchargeItems = surchargeLines(surcharges, {
        mode: 'AIR',
        carrierCode: tariff.airlineIataCode,
        originCode: tariff.originIataCode,
        destinationCode: tariff.destinationIataCode,
        freightLines: [freightLine],
        measures,
        dates,
      });
      return [
        {
          key: `AIR|${tariff.id}${flight === undefined ? '' : `|${flight.departureDate}`}`,
          shipmentType: 'AIR',
          chargeMode: 'AIR',
          origin,
          destination,
          freightItems: [freightLine, ...surchargeItems],
          measures,
          ...serviceFieldsOf(tariff, 'airRates'),
          ...sailingFieldsOf(flight),
          carrierCode: tariff.airlineIataCode,
          cyCutoffDaysBeforeDeparture: null,
          isExpress: tariff.isExpress,
          isDirect: tariff.isDirect,
          transhipments: tariff.transhipmentIataCodes,
          freeDaysOrigin: null,
          freeDaysDestination: null,
          // The aircraft and the flight number, shown where a sailing shows its vessel and voyage.
          vessel: flight?.vessel ?? null,
          voyage: flight?.voyage ?? null,
          pricePerKilo: { amountMinor: charge.perKgMinor, currency: tariff.currency },
          includesDoorLegs: false,
        },
      ];
    });
  });
}
