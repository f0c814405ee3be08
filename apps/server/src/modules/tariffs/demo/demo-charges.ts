// The demo set's charges, surcharges, services and exchange rates: tables of figures (ADR 036), most of its
// length; one file, so the set's figures read side by side.
import {
  additionalServiceCodes,
  type AdditionalServiceCode,
  type AdditionalServicePrice,
  type ExchangeRate,
  type PortCharge,
  type Surcharge,
} from '@freightdesk/domain';
import { airlines, consolidators, oceanCarriers } from '../../../../reference-data/src/carriers';
import { loadSeaports } from '../../../../reference-data/src/seaports';
import { demoCargoAirports } from './demo-air';
import { addDays, monthOf } from './demo-dates';
import { demoFclContainerTypes } from './ocean-model';
import { createRandom, subSeed } from './random';
import { tradeRegionOf, type TradeRegion } from './trade-regions';

interface ChargeOptions {
  seed: number;
  generationDate: string;
}

/** Terminal handling per 20' in USD by region (a 40' costs ~1.5×). */
const thcUsdByRegion: Record<TradeRegion, number> = {
  northAmerica: 420,
  europe: 260,
  oceania: 330,
  asia: 110,
  indianSubcontinent: 95,
  middleEast: 150,
  africa: 210,
  latinAmerica: 190,
};

export function demoPortCharges({ seed, generationDate }: ChargeOptions): PortCharge[] {
  const random = createRandom(subSeed(seed, 'port-charges'));
  const charges: PortCharge[] = [];
  const validity = {
    validFrom: addDays(generationDate, -60),
    validTo: addDays(generationDate, 120),
    currency: 'USD' as const,
  };
  const add = (charge: Omit<PortCharge, 'id' | 'validFrom' | 'validTo' | 'currency'>) =>
    charges.push({ id: `demo-charge-${charges.length + 1}`, ...validity, ...charge });
  for (const port of loadSeaports()) {
    const thcUsd = thcUsdByRegion[tradeRegionOf(port.coordinates)] * random.between(0.85, 1.2);
    for (const side of ['origin', 'destination'] as const) {
      for (const containerType of demoFclContainerTypes) {
        const factor = containerType === 'DV20' ? 1 : 1.5;
        add({
          locode: port.locode,
          side,
          mode: 'FCL',
          code: 'THC',
          name: 'Terminal handling charge',
          basis: 'perContainer',
          containerType,
          amountMinor: Math.round(thcUsd * factor) * 100,
          minimumChargeMinor: 0,
        });
      }
      add({
        locode: port.locode,
        side,
        mode: 'FCL',
        code: 'DOC',
        name: 'Documentation fee',
        basis: 'perShipment',
        containerType: null,
        amountMinor: random.integer(45, 95) * 100,
        minimumChargeMinor: 0,
      });
      add({
        locode: port.locode,
        side,
        mode: 'LCL',
        code: 'CFS',
        name: 'Container freight station handling',
        basis: 'perWeightOrMeasure',
        containerType: null,
        amountMinor: Math.round(thcUsd * 0.09 * 100),
        minimumChargeMinor: 3_500,
      });
      add({
        locode: port.locode,
        side,
        mode: 'LCL',
        code: 'DOC',
        name: 'Documentation fee',
        basis: 'perShipment',
        containerType: null,
        amountMinor: random.integer(35, 70) * 100,
        minimumChargeMinor: 0,
      });
    }
  }
  for (const airport of demoCargoAirports) {
    for (const side of ['origin', 'destination'] as const) {
      add({
        locode: airport,
        side,
        mode: 'AIR',
        code: 'THC',
        name: 'Airport terminal handling',
        basis: 'perKg',
        containerType: null,
        amountMinor: random.integer(8, 22),
        minimumChargeMinor: 3_000,
      });
      add({
        locode: airport,
        side,
        mode: 'AIR',
        code: 'DOC',
        name: 'Air waybill fee',
        basis: 'perShipment',
        containerType: null,
        amountMinor: random.integer(25, 50) * 100,
        minimumChargeMinor: 0,
      });
    }
  }
  return charges;
}

/** BAF per carrier and container, PSS in peak season (August–October), and air fuel and security per kg. */
export function demoSurcharges({ seed, generationDate }: ChargeOptions): Surcharge[] {
  const random = createRandom(subSeed(seed, 'surcharges'));
  const surcharges: Surcharge[] = [];
  const year = Number(generationDate.slice(0, 4));
  const lane = { originLocode: null, destinationLocode: null, currency: 'USD' as const };
  const add = (surcharge: Omit<Surcharge, 'id' | 'originLocode' | 'destinationLocode' | 'currency'>) =>
    surcharges.push({ id: `demo-surcharge-${surcharges.length + 1}`, ...lane, ...surcharge });
  // The peak season of the generation year, or of the next one once it is over.
  const peakYear = monthOf(generationDate) > 10 ? year + 1 : year;
  for (const carrier of oceanCarriers) {
    const bafUsd = random.integer(90, 220);
    for (const containerType of demoFclContainerTypes) {
      const factor = containerType === 'DV20' ? 1 : 2;
      add({
        code: 'BAF',
        name: 'Bunker adjustment factor',
        mode: 'FCL',
        carrierCode: carrier.code,
        basis: 'perContainer',
        containerType,
        amountMinor: bafUsd * factor * 100,
        percentOfFreight: null,
        validFrom: addDays(generationDate, -45),
        validTo: addDays(generationDate, 60),
      });
      add({
        code: 'PSS',
        name: 'Peak season surcharge',
        mode: 'FCL',
        carrierCode: carrier.code,
        basis: 'perContainer',
        containerType,
        amountMinor: random.integer(150, 400) * factor * 100,
        percentOfFreight: null,
        validFrom: `${peakYear}-08-01`,
        validTo: `${peakYear}-10-31`,
      });
    }
    add({
      code: 'BAF',
      name: 'Bunker adjustment factor',
      mode: 'LCL',
      carrierCode: carrier.code,
      basis: 'perWeightOrMeasure',
      containerType: null,
      amountMinor: random.integer(6, 14) * 100,
      percentOfFreight: null,
      validFrom: addDays(generationDate, -45),
      validTo: addDays(generationDate, 60),
    });
  }
  // The consolidators' LCL bunker surcharges (drawn after the ocean carriers', which keep their figures).
  for (const consolidator of consolidators) {
    add({
      code: 'BAF',
      name: 'Bunker adjustment factor',
      mode: 'LCL',
      carrierCode: consolidator.code,
      basis: 'perWeightOrMeasure',
      containerType: null,
      amountMinor: random.integer(6, 14) * 100,
      percentOfFreight: null,
      validFrom: addDays(generationDate, -45),
      validTo: addDays(generationDate, 60),
    });
  }
  for (const airline of airlines) {
    add({
      code: 'FSC',
      name: 'Fuel surcharge',
      mode: 'AIR',
      carrierCode: airline.code,
      basis: 'perKg',
      containerType: null,
      amountMinor: random.integer(45, 95),
      percentOfFreight: null,
      validFrom: addDays(generationDate, -30),
      validTo: addDays(generationDate, 30),
    });
    add({
      code: 'SSC',
      name: 'Security surcharge',
      mode: 'AIR',
      carrierCode: airline.code,
      basis: 'perKg',
      containerType: null,
      amountMinor: random.integer(10, 20),
      percentOfFreight: null,
      validFrom: addDays(generationDate, -30),
      validTo: addDays(generationDate, 90),
    });
  }
  add({
    code: 'FSC',
    name: 'Fuel surcharge',
    mode: 'LTL',
    carrierCode: null,
    basis: 'perShipment',
    containerType: null,
    amountMinor: 0,
    percentOfFreight: 24.5,
    validFrom: addDays(generationDate, -7),
    validTo: addDays(generationDate, 30),
  });
  return surcharges;
}

/**
 * Demo prices of the additional services (docs/product/quoting.md#additional-services), USD; insurance and single bond
 * as % of cargo value.
 */
const additionalServiceUsd: Record<
  AdditionalServiceCode,
  { name: string; usd: number; percent?: number; perUnit?: boolean }
> = {
  exportCustomsClearance: { name: 'Export customs clearance', usd: 95 },
  importCustomsClearance: { name: 'Import customs clearance', usd: 125 },
  insurance: { name: 'Cargo insurance', usd: 50, percent: 0.35 },
  solasVgmScaleFee: { name: 'SOLAS VGM scale fee', usd: 35, perUnit: true },
  blCourierNational: { name: 'B/L courier (national)', usd: 30 },
  blCourierInternational: { name: 'B/L courier (international)', usd: 65 },
  certificateOfOrigin: { name: 'Certificate of origin', usd: 60 },
  residentialPickup: { name: 'Residential pickup', usd: 85 },
  residentialDelivery: { name: 'Residential delivery', usd: 85 },
  liftGatePickup: { name: 'Lift gate at pickup', usd: 75 },
  liftGateDelivery: { name: 'Lift gate at delivery', usd: 75 },
  pharmacyCertificate: { name: 'Pharmacy certificate', usd: 120 },
  soivre: { name: 'SOIVRE inspection', usd: 90 },
  phytosanitaryCertificate: { name: 'Phytosanitary certificate', usd: 80 },
  veterinaryCertificate: { name: 'Veterinary certificate', usd: 110 },
  healthCertificate: { name: 'Health certificate', usd: 90 },
  validationOfTitles: { name: 'Validation of titles', usd: 70 },
  waiver: { name: 'Waiver', usd: 40 },
  eur1: { name: 'EUR.1 movement certificate', usd: 55 },
  permit: { name: 'Import/export permit', usd: 100 },
  importClearanceGuidance: { name: 'Import clearance guidance', usd: 45 },
  bmsbFumigation: { name: 'BMSB fumigation', usd: 260, perUnit: true },
  continuousBond: { name: 'Continuous customs bond', usd: 450 },
  singleEntryBond: { name: 'Single-entry customs bond', usd: 75, percent: 0.5 },
  seal: { name: 'Container seal', usd: 15, perUnit: true },
  packing: { name: 'Packing', usd: 40, perUnit: true },
  unpacking: { name: 'Unpacking', usd: 35, perUnit: true },
};

export function demoAdditionalServicePrices({ generationDate }: ChargeOptions): AdditionalServicePrice[] {
  return additionalServiceCodes.map((code, position): AdditionalServicePrice => {
    const { name, usd, percent, perUnit } = additionalServiceUsd[code];
    return {
      id: `demo-service-${position + 1}`,
      code,
      name,
      mode: null,
      countryIsoCode: code === 'continuousBond' || code === 'singleEntryBond' ? 'US' : null,
      pricingRule: percent !== undefined ? 'percentageWithMinimum' : perUnit ? 'perUnit' : 'fixed',
      amountMinor: percent !== undefined ? 0 : usd * 100,
      percent: percent ?? null,
      minimumChargeMinor: percent !== undefined ? usd * 100 : 0,
      currency: 'USD',
      validFrom: addDays(generationDate, -90),
      validTo: addDays(generationDate, 365),
    };
  });
}

/**
 * USD, EUR and INR against each other, on the generation day and the four days before it (demo figures, not market
 * data).
 */
export function demoExchangeRates({ seed, generationDate }: ChargeOptions): ExchangeRate[] {
  const random = createRandom(subSeed(seed, 'exchange-rates'));
  const rates: ExchangeRate[] = [];
  for (let daysAgo = 4; daysAgo >= 0; daysAgo--) {
    const asOfDate = addDays(generationDate, -daysAgo);
    const usdEur = 0.92 + random.between(-0.006, 0.006);
    const usdInr = 83.3 + random.between(-0.4, 0.4);
    const pairs: [ExchangeRate['baseCurrency'], ExchangeRate['quoteCurrency'], number][] = [
      ['USD', 'EUR', usdEur],
      ['EUR', 'USD', 1 / usdEur],
      ['USD', 'INR', usdInr],
      ['INR', 'USD', 1 / usdInr],
      ['EUR', 'INR', usdInr / usdEur],
      ['INR', 'EUR', usdEur / usdInr],
    ];
    for (const [baseCurrency, quoteCurrency, rate] of pairs) {
      rates.push({
        baseCurrency,
        quoteCurrency,
        rate: rate.toFixed(6),
        asOfDate,
        source: 'freightdesk demo set (not market data)',
      });
    }
  }
  return rates;
}
