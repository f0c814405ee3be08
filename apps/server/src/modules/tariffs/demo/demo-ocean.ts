import type { FclContractRate } from '@freightdesk/domain';
import { oceanCarriers, type Carrier } from '../../../../reference-data/src/carriers';
import { loadSeaports, seaDistanceNm, type Seaport } from '../../../../reference-data/src/seaports';
import { monthOf } from './demo-dates';
import { demoOceanRotation } from './demo-fleet';
import { carrierCodesOf, carrierHub, mainPorts, tradeOf } from './demo-trades';
import { demoCommercialTerms } from './demo-validity';
import { bestHub, demoFclContainerTypes, fclFreightUsd, laneDirectionFactor, transitDaysFor } from './ocean-model';
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

export interface Lane {
  origin: Seaport;
  destination: Seaport;
  distanceNm: number;
}

/** Every ordered pair of curated ports with a sea route, in a seeded shuffled order. */
export function allLanes(random: Random, portLocodes: readonly string[] | undefined): Lane[] {
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

const carriersByCode = new Map(oceanCarriers.map((carrier) => [carrier.code, carrier]));

/** The carriers of the lane's trade, in the trade's order. */
export function carriersFor(lane: Lane): readonly Carrier[] {
  const trade = tradeOf(tradeRegionOf(lane.origin.coordinates), tradeRegionOf(lane.destination.coordinates));
  return carrierCodesOf(trade).flatMap((code) => carriersByCode.get(code) ?? []);
}

/** A carrier's price level against the market: the premium lines dearer, the niche and regional ones cheaper. */
const carrierPriceFactors: Readonly<Record<string, number>> = {
  MAEU: 1.06,
  HLCU: 1.05,
  MSCU: 0.98,
  CMDU: 1.02,
  COSU: 0.97,
  ONEY: 1.0,
  EGLV: 0.99,
  YMLU: 0.95,
  HDMU: 0.96,
  ZIMU: 1.03,
  OOLU: 1.0,
  MATS: 1.24,
  SMLM: 0.9,
  WHLC: 0.92,
};
const carrierFactorOf = (code: string) => carrierPriceFactors[code] ?? 0.9 + (code.charCodeAt(0) % 7) * 0.03;

/** A service of one carrier on one lane: direct, or changing ships at a hub. */
interface ServicePlan {
  hub: { hub: string; distanceNm: number } | undefined;
}

/** The rows of one carrier service on a lane: one per container type, sharing schedule, rotation and terms. */
function* serviceRates(
  lane: Lane,
  carrier: Carrier,
  { hub }: ServicePlan,
  random: Random,
  generationDate: string,
  nextId: () => string,
): Generator<FclContractRate> {
  const { origin, destination } = lane;
  const sailedNm = hub?.distanceNm ?? lane.distanceNm;
  // Matson's expedited Shanghai – Long Beach ships are the fastest on the Pacific.
  const speedKnots = carrier.code === 'MATS' ? 21 : random.between(14, 18);
  const terms = demoCommercialTerms(random, generationDate, `SC-${carrier.code}`);
  const promoFactor = terms.isPromoted ? 0.9 : terms.isSpot ? random.between(0.85, 1.15) : 1;
  const laneFactor =
    laneDirectionFactor(origin, destination) *
    carrierFactorOf(carrier.code) *
    promoFactor *
    random.between(0.93, 1.07) *
    (hub ? 0.93 : 1);
  const transitDays = transitDaysFor(sailedNm, speedKnots, hub ? 1 : 0);
  const common = {
    currency: 'USD' as const,
    carrierCode: carrier.code,
    carrierName: carrier.name,
    originLocode: origin.locode,
    destinationLocode: destination.locode,
    transhipmentLocodes: hub ? [hub.hub] : [],
    isDirect: hub === undefined,
    transitDays,
    departureWeekdays: [random.integer(1, 6)],
    freeDaysOrigin: random.integer(4, 10),
    freeDaysDestination: random.integer(4, 21),
    cyCutoffDaysBeforeDeparture: random.integer(1, 3),
    vessel: null,
    voyage: null,
    // Fixed contracts keep one price for every sailing; the others move a little from week to week.
    serviceRotation: demoOceanRotation(carrier, { ...lane, transitDays }, terms.rateType === 'Private', random),
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
 * A carrier's services on a lane. Long hauls are often transhipped (at the carrier's own hub when one is on the
 * way); on a main lane a carrier may run a second loop, through its hub, slower and cheaper.
 */
function* laneCarrierRates(
  lane: Lane,
  carrier: Carrier,
  isMainLane: boolean,
  random: Random,
  generationDate: string,
  nextId: () => string,
): Generator<FclContractRate> {
  const { origin, destination, distanceNm } = lane;
  const hubOnTheWay = () =>
    carrierHub(carrier.code, origin.locode, destination.locode, distanceNm) ??
    bestHub(origin.locode, destination.locode);
  const transhipped = distanceNm > 7_000 ? random.chance(isMainLane ? 0.35 : 0.6) : random.chance(0.2);
  yield* serviceRates(lane, carrier, { hub: transhipped ? hubOnTheWay() : undefined }, random, generationDate, nextId);
  if (isMainLane && !transhipped && random.chance(0.25)) {
    const hub = carrierHub(carrier.code, origin.locode, destination.locode, distanceNm);
    if (hub) yield* serviceRates(lane, carrier, { hub }, random, generationDate, nextId);
  }
}

/** Some of `carriers`, in a seeded order. */
function pickCarriers(carriers: readonly Carrier[], count: number, random: Random): Carrier[] {
  const shuffled = [...carriers];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = random.integer(0, i);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, Math.min(count, shuffled.length));
}

/**
 * The demo's FCL contract rates, generated lazily (a million rows never sit in memory at once).
 * Default: every lane between two main ports, by 8–15 carriers of its trade; ~37 % of the other port pairs, by
 * 1–3 carriers (more when one end is a main port). With `fclRateCount`: lanes in round-robin (each round gives
 * every lane one more carrier of its trade) until exactly that many rows.
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
      const mainEnds = Number(mainPorts.has(lane.origin.locode)) + Number(mainPorts.has(lane.destination.locode));
      const isServed = random.chance(laneShare);
      if (!isServed && mainEnds < 2) continue;
      const carriers = carriersFor(lane);
      const carrierCount =
        mainEnds === 2 ? random.integer(8, 15) : mainEnds === 1 ? random.integer(1, 3) : random.chance(0.8) ? 1 : 2;
      for (const carrier of pickCarriers(carriers, carrierCount, random)) {
        yield* laneCarrierRates(lane, carrier, mainEnds === 2, random, generationDate, nextId);
      }
    }
    return;
  }
  for (let round = 0; sequence < fclRateCount; round++) {
    let anyLeft = false;
    for (const [position, lane] of lanes.entries()) {
      const carriers = carriersFor(lane);
      if (round >= carriers.length) continue;
      anyLeft = true;
      const carrier = carriers[(position + round) % carriers.length]!;
      for (const rate of laneCarrierRates(lane, carrier, false, random, generationDate, nextId)) {
        yield rate;
        if (sequence >= fclRateCount) return;
      }
    }
    if (!anyLeft) return;
  }
}
