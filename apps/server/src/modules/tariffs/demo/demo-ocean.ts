import type { FclContractRate, LclRate } from '@freightdesk/domain';
import { oceanCarriers, type Carrier } from '../../../../reference-data/src/carriers';
import { loadSeaports, seaDistanceNm, type Seaport } from '../../../../reference-data/src/seaports';
import { monthOf } from './demo-dates';
import { demoCommercialTerms, demoDepartureWeekdays } from './demo-validity';
import {
  bestHub,
  demoFclContainerTypes,
  fclFreightUsd,
  laneDirectionFactor,
  lclPerWeightOrMeasureUsd,
  transitDaysFor,
} from './ocean-model';
import { createRandom, subSeed, type Random } from './random';
import { tradeRegionOf } from './trade-regions';

export interface OceanDemoOptions {
  seed: number;
  /** yyyy-mm-dd: validities are placed around this day. */
  generationDate: string;
  /** Exactly this many FCL rows (e.g. 1 000 000 for the import benchmark); default: the demo set. */
  fclRateCount?: number | undefined;
  /** Only lanes among these ports, every one served (small sets for tests); default: every curated port. */
  portLocodes?: readonly string[] | undefined;
}

/** Share of all port pairs that get a service in the demo set (338 ports: ~42 000 lanes). */
const demoLaneShare = 0.37;
/** Main container ports: every lane between two of them is served in the demo set. */
const mainPorts = new Set([
  'CNSHA',
  'CNNGB',
  'CNSZX',
  'CNTAO',
  'SGSIN',
  'KRPUS',
  'HKHKG',
  'MYPKG',
  'AEJEA',
  'INNSA',
  'NLRTM',
  'BEANR',
  'DEHAM',
  'GBFXT',
  'ESVLC',
  'ESALG',
  'USLAX',
  'USLGB',
  'USNYC',
  'USSAV',
  'USHOU',
  'BRSSZ',
]);
/** Carriers that serve only the Americas and the Pacific islands. */
const americasOnlyCarriers = new Set(['MATS', 'CMCU', 'SMLU', 'TSGL']);

interface Lane {
  origin: Seaport;
  destination: Seaport;
  distanceNm: number;
}

/** Every ordered pair of curated ports with a sea route, in a seeded shuffled order. */
function allLanes(random: Random, portLocodes: readonly string[] | undefined): Lane[] {
  const ports =
    portLocodes === undefined ? loadSeaports() : loadSeaports().filter((port) => portLocodes.includes(port.locode));
  const lanes: Lane[] = [];
  for (const origin of ports) {
    for (const destination of ports) {
      if (origin === destination) continue;
      const distanceNm = seaDistanceNm(origin.locode, destination.locode);
      if (distanceNm !== undefined && distanceNm > 0) lanes.push({ origin, destination, distanceNm });
    }
  }
  for (let i = lanes.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [lanes[i], lanes[j]] = [lanes[j]!, lanes[i]!];
  }
  return lanes;
}

function carriersFor(lane: Lane): readonly Carrier[] {
  const americas = (port: Seaport) =>
    ['northAmerica', 'latinAmerica', 'oceania'].includes(tradeRegionOf(port.coordinates));
  return americas(lane.origin) && americas(lane.destination)
    ? oceanCarriers
    : oceanCarriers.filter((carrier) => !americasOnlyCarriers.has(carrier.code));
}

/** The rows of one lane × carrier: one per container type, sharing schedule and terms. */
function* laneCarrierRates(
  lane: Lane,
  carrier: Carrier,
  random: Random,
  generationDate: string,
  nextId: () => string,
): Generator<FclContractRate> {
  const { origin, destination } = lane;
  const transhipped = lane.distanceNm > 7_000 ? random.chance(0.6) : random.chance(0.2);
  const hub = transhipped ? bestHub(origin.locode, destination.locode) : undefined;
  const sailedNm = hub?.distanceNm ?? lane.distanceNm;
  const speedKnots = random.between(14, 18);
  const carrierFactor = 0.9 + (carrier.code.charCodeAt(0) % 7) * 0.03;
  const terms = demoCommercialTerms(random, generationDate, `SC-${carrier.code}`);
  const promoFactor = terms.isPromoted ? 0.9 : terms.isSpot ? random.between(0.85, 1.15) : 1;
  const laneFactor =
    laneDirectionFactor(origin, destination) *
    carrierFactor *
    promoFactor *
    random.between(0.93, 1.07) *
    (hub ? 0.95 : 1);
  const common = {
    currency: 'USD' as const,
    carrierCode: carrier.code,
    carrierName: carrier.name,
    originLocode: origin.locode,
    destinationLocode: destination.locode,
    transhipmentLocodes: hub ? [hub.hub] : [],
    isDirect: hub === undefined,
    transitDays: transitDaysFor(sailedNm, speedKnots, hub ? 1 : 0),
    departureWeekdays: demoDepartureWeekdays(random),
    freeDaysOrigin: random.integer(4, 10),
    freeDaysDestination: random.integer(4, 21),
    cyCutoffDaysBeforeDeparture: random.integer(1, 3),
    vessel: null,
    voyage: null,
    contractUploadReference: terms.contractNumber === null ? null : `demo-upload-${terms.contractNumber}`,
    rateProvider: 'freightdesk demo',
    supplier: carrier.name,
    ...terms,
  };
  for (const containerType of demoFclContainerTypes) {
    const usd = fclFreightUsd(sailedNm, containerType, laneFactor, monthOf(generationDate));
    yield { id: nextId(), ...common, containerType, freightPerContainerMinor: Math.round(usd) * 100 };
  }
}

/**
 * The demo's FCL contract rates, generated lazily (a million rows never sit in memory at once).
 * Default: ~37 % of all port pairs, each with 1–3 carriers. With `fclRateCount`: lanes in
 * round-robin (each round gives every lane one more carrier) until exactly that many rows.
 */
export function* demoFclRates({
  seed,
  generationDate,
  fclRateCount,
  portLocodes,
}: OceanDemoOptions): Generator<FclContractRate> {
  const random = createRandom(subSeed(seed, 'fcl'));
  const lanes = allLanes(random, portLocodes);
  const laneShare = portLocodes === undefined ? demoLaneShare : 1;
  let sequence = 0;
  const nextId = () => `demo-fcl-${++sequence}`;
  if (fclRateCount === undefined) {
    for (const lane of lanes) {
      const isServed = random.chance(laneShare);
      if (!isServed && !(mainPorts.has(lane.origin.locode) && mainPorts.has(lane.destination.locode))) continue;
      const carriers = carriersFor(lane);
      const carrierCount = random.chance(0.5) ? 1 : random.chance(0.7) ? 2 : 3;
      const first = random.integer(0, carriers.length - 1);
      for (let k = 0; k < carrierCount; k++) {
        yield* laneCarrierRates(lane, carriers[(first + k * 5) % carriers.length]!, random, generationDate, nextId);
      }
    }
    return;
  }
  for (let round = 0; sequence < fclRateCount; round++) {
    for (const [position, lane] of lanes.entries()) {
      const carriers = carriersFor(lane);
      if (round >= carriers.length) return;
      for (const rate of laneCarrierRates(
        lane,
        carriers[(position + round) % carriers.length]!,
        random,
        generationDate,
        nextId,
      )) {
        yield rate;
        if (sequence >= fclRateCount) return;
      }
    }
  }
}

/** LCL per W/M on 12 000 lanes (a seeded pick), each by one carrier's consolidation service. */
export function demoLclRates({ seed, generationDate, portLocodes }: OceanDemoOptions): LclRate[] {
  const random = createRandom(subSeed(seed, 'lcl'));
  const rates: LclRate[] = [];
  for (const lane of allLanes(random, portLocodes).slice(0, 12_000)) {
    const carrier = random.pick(carriersFor(lane));
    const hub = lane.distanceNm > 5_000 ? bestHub(lane.origin.locode, lane.destination.locode) : undefined;
    const sailedNm = hub?.distanceNm ?? lane.distanceNm;
    const terms = demoCommercialTerms(random, generationDate, `LCL-${carrier.code}`);
    const perWm = Math.round(
      lclPerWeightOrMeasureUsd(
        sailedNm,
        laneDirectionFactor(lane.origin, lane.destination) * random.between(0.92, 1.08),
      ) * 100,
    );
    rates.push({
      id: `demo-lcl-${rates.length + 1}`,
      currency: 'USD',
      carrierCode: carrier.code,
      carrierName: carrier.name,
      originLocode: lane.origin.locode,
      destinationLocode: lane.destination.locode,
      transhipmentLocodes: hub ? [hub.hub] : [],
      isDirect: hub === undefined,
      // Consolidation adds a few days at each end.
      transitDays: transitDaysFor(sailedNm, 15, hub ? 1 : 0) + 5,
      departureWeekdays: demoDepartureWeekdays(random),
      freeDaysOrigin: random.integer(3, 7),
      freeDaysDestination: random.integer(3, 10),
      cyCutoffDaysBeforeDeparture: random.integer(2, 4),
      vessel: null,
      voyage: null,
      contractUploadReference: null,
      rateProvider: 'freightdesk demo',
      supplier: `${carrier.name} LCL`,
      perWeightOrMeasureMinor: perWm,
      minimumChargeMinor: perWm + 4_000,
      ...terms,
    });
  }
  return rates;
}
