import type { LclRate } from '@freightdesk/domain';
import { consolidators, type Carrier } from '../../../../reference-data/src/carriers';
import { demoOceanRotation } from './demo-fleet';
import { allLanes, carriersFor, type Lane, type OceanDemoOptions } from './demo-ocean';
import { mainPorts } from './demo-trades';
import { demoCommercialTerms } from './demo-validity';
import { bestHub, laneDirectionFactor, lclPerWeightOrMeasureUsd, transitDaysFor } from './ocean-model';
import { createRandom, subSeed, type Random } from './random';

/** One consolidator's weekly LCL service on a lane, loaded on the ships of one of the trade's carriers. */
function consolidation(lane: Lane, consolidator: Carrier, random: Random, generationDate: string, id: string): LclRate {
  const hub = lane.distanceNm > 5_000 ? bestHub(lane.origin.locode, lane.destination.locode) : undefined;
  const sailedNm = hub?.distanceNm ?? lane.distanceNm;
  const terms = demoCommercialTerms(random, generationDate, `LCL-${consolidator.code}`);
  const perWm = Math.round(
    lclPerWeightOrMeasureUsd(
      sailedNm,
      laneDirectionFactor(lane.origin, lane.destination) * random.between(0.88, 1.12),
    ) * 100,
  );
  // Consolidation adds a few days at each end (the container waits to fill, then is unpacked).
  const transitDays = transitDaysFor(sailedNm, 15, hub ? 1 : 0) + 5;
  const shipOwner = random.pick(carriersFor(lane));
  return {
    id,
    currency: 'USD',
    carrierCode: consolidator.code,
    carrierName: consolidator.name,
    originLocode: lane.origin.locode,
    destinationLocode: lane.destination.locode,
    transhipmentLocodes: hub ? [hub.hub] : [],
    isDirect: hub === undefined,
    transitDays,
    departureWeekdays: [random.integer(1, 6)],
    freeDaysOrigin: random.integer(3, 7),
    freeDaysDestination: random.integer(3, 10),
    cyCutoffDaysBeforeDeparture: random.integer(3, 5),
    vessel: null,
    voyage: null,
    serviceRotation: shipOwner
      ? demoOceanRotation(shipOwner, { ...lane, transitDays }, terms.rateType === 'Private', random)
      : null,
    contractUploadReference: null,
    rateProvider: 'freightdesk demo',
    supplier: consolidator.name,
    perWeightOrMeasureMinor: perWm,
    minimumChargeMinor: perWm + 4_000,
    ...terms,
  };
}

/**
 * LCL per W/M: every lane between two main ports by 3–6 consolidators' weekly services, and 12 000 other
 * lanes (a seeded pick) by one. Generated lazily, like the FCL rows.
 */
export function* demoLclRates({ seed, generationDate, portLocodes }: OceanDemoOptions): Generator<LclRate> {
  const random = createRandom(subSeed(seed, 'lcl'));
  let count = 0;
  const nextId = () => `demo-lcl-${++count}`;
  const lanes = allLanes(random, portLocodes);
  for (const lane of lanes) {
    if (!mainPorts.has(lane.origin.locode) || !mainPorts.has(lane.destination.locode)) continue;
    const first = random.integer(0, consolidators.length - 1);
    const count = random.integer(3, 6);
    for (let k = 0; k < count; k++) {
      const consolidator = consolidators[(first + k * 5) % consolidators.length]!;
      yield consolidation(lane, consolidator, random, generationDate, nextId());
    }
  }
  for (const lane of lanes.slice(0, 12_000)) {
    yield consolidation(lane, random.pick(consolidators), random, generationDate, nextId());
  }
}
