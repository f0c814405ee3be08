import { z } from 'zod';
import {
  airDistanceAdjustmentKm,
  airIntensityGramsPerTonneKm,
  airShortHaulBelowKm,
  defaultTonnesPerTeu,
  roadIntensityGramsPerTonneKm,
  seaIntensityGramsPerTeuKm,
  seaTradeLanes,
  type SeaTradeLane,
} from './emission-factors';

/** The one method of every estimate: GLEC Framework v3 defaults, well to wheel (ADR 060). */
export const emissionsMethods = ['GLEC_V3_WTW'] as const;
export const emissionLegModes = ['sea', 'air', 'road'] as const;
export type EmissionLegMode = (typeof emissionLegModes)[number];
/** Where a leg sits on the route: the door legs around the main (sea, air or road freight) leg. */
export const emissionLegRoles = ['pickup', 'main', 'delivery'] as const;
export type EmissionLegRole = (typeof emissionLegRoles)[number];
export const emissionActivityUnits = ['TEU_KM', 'TONNE_KM'] as const;

export const rateEmissionLegSchema = z.object({
  role: z.enum(emissionLegRoles),
  mode: z.enum(emissionLegModes),
  /** Distance the intensity is applied to (air: great circle + 95 km per flight), whole km. */
  distanceKm: z.number().min(0),
  co2eKg: z.number().min(0),
  /** The default intensity used, in g CO2e per `activityUnit`. */
  intensity: z.number().min(0),
  activityUnit: z.enum(emissionActivityUnits),
  /** The sea trade lane whose intensity was used; null on air and road legs. */
  tradeLane: z.enum(seaTradeLanes).nullable(),
});
export type RateEmissionLeg = z.infer<typeof rateEmissionLegSchema>;

/**
 * A rate's estimated emissions (docs/decisions/060-co2e-per-rate.md): kilograms of CO2e, well to
 * wheel, for the whole route the rate prices, with the legs that add up to it (to 0.1 kg).
 */
export const rateEmissionsSchema = z.object({
  co2eKg: z.number().min(0),
  method: z.enum(emissionsMethods),
  /** The containers in TEU (FCL); null for loose cargo, which is counted by weight. */
  teu: z.number().min(0).nullable(),
  /** The cargo's actual weight in tonnes (loose cargo); null for FCL. */
  tonnes: z.number().min(0).nullable(),
  legs: z.array(rateEmissionLegSchema),
});
export type RateEmissions = z.infer<typeof rateEmissionsSchema>;

/** The main leg's activity: sailed (through the transhipments), flown (flight by flight) or driven. */
export type MainLegActivity =
  | { mode: 'sea'; distanceKm: number; tradeLane: SeaTradeLane }
  | { mode: 'air'; flightGreatCircleKms: readonly number[] }
  | { mode: 'road'; distanceKm: number };

export interface EmissionsEstimateInput {
  /** FCL: TEU and no weight; loose cargo: tonnes (actual weight, not chargeable). */
  cargo: { teu: number; tonnes: null } | { teu: null; tonnes: number };
  main: MainLegActivity;
  /** Road distance of the pickup and delivery legs the rate prices; null when it prices none. */
  pickupKm: number | null;
  deliveryKm: number | null;
}

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

interface UnroundedLeg extends Omit<RateEmissionLeg, 'co2eKg'> {
  grams: number;
}

function seaLeg(
  activity: Extract<MainLegActivity, { mode: 'sea' }>,
  cargo: EmissionsEstimateInput['cargo'],
): UnroundedLeg {
  const perTeuKm = seaIntensityGramsPerTeuKm[activity.tradeLane];
  const common = { role: 'main', mode: 'sea', distanceKm: activity.distanceKm, tradeLane: activity.tradeLane } as const;
  if (cargo.teu !== null)
    return {
      ...common,
      intensity: perTeuKm,
      activityUnit: 'TEU_KM',
      grams: perTeuKm * cargo.teu * activity.distanceKm,
    };
  // Loose cargo shares a container: GLEC's TEU-km intensity per tonne at its default load per TEU.
  const perTonneKm = perTeuKm / defaultTonnesPerTeu;
  return {
    ...common,
    intensity: perTonneKm,
    activityUnit: 'TONNE_KM',
    grams: perTonneKm * cargo.tonnes * activity.distanceKm,
  };
}

function airLegs(flights: readonly number[], tonnes: number): UnroundedLeg[] {
  return flights.map((greatCircleKm) => {
    const intensity =
      greatCircleKm < airShortHaulBelowKm
        ? airIntensityGramsPerTonneKm.shortHaul
        : airIntensityGramsPerTonneKm.longHaul;
    const distanceKm = greatCircleKm + airDistanceAdjustmentKm;
    return {
      role: 'main',
      mode: 'air',
      distanceKm,
      intensity,
      activityUnit: 'TONNE_KM',
      tradeLane: null,
      grams: intensity * tonnes * distanceKm,
    };
  });
}

function roadLeg(role: EmissionLegRole, distanceKm: number, cargo: EmissionsEstimateInput['cargo']): UnroundedLeg {
  // A full container travels alone on its truck; loose cargo shares a consolidated one.
  const intensity =
    cargo.teu !== null ? roadIntensityGramsPerTonneKm.container : roadIntensityGramsPerTonneKm.consolidated;
  const tonnes = cargo.teu !== null ? cargo.teu * defaultTonnesPerTeu : cargo.tonnes;
  return {
    role,
    mode: 'road',
    distanceKm,
    intensity,
    activityUnit: 'TONNE_KM',
    tradeLane: null,
    grams: intensity * tonnes * distanceKm,
  };
}

/**
 * The CO2e of one rate (docs/decisions/060-co2e-per-rate.md): per leg, intensity × distance × TEU
 * (FCL at sea) or tonnes; the total is the sum of the legs, rounded to 0.1 kg.
 */
export function estimateRateEmissions(input: EmissionsEstimateInput): RateEmissions {
  const { cargo, main } = input;
  const tonnesAboard = cargo.teu !== null ? cargo.teu * defaultTonnesPerTeu : cargo.tonnes;
  const mainLegs: UnroundedLeg[] =
    main.mode === 'sea'
      ? [seaLeg(main, cargo)]
      : main.mode === 'air'
        ? airLegs(main.flightGreatCircleKms, tonnesAboard)
        : [roadLeg('main', main.distanceKm, cargo)];
  const legs: UnroundedLeg[] = [
    ...(input.pickupKm === null ? [] : [roadLeg('pickup', input.pickupKm, cargo)]),
    ...mainLegs,
    ...(input.deliveryKm === null ? [] : [roadLeg('delivery', input.deliveryKm, cargo)]),
  ];
  const totalGrams = legs.reduce((sum, leg) => sum + leg.grams, 0);
  return {
    co2eKg: roundTo(totalGrams / 1000, 1),
    method: 'GLEC_V3_WTW',
    teu: cargo.teu,
    tonnes: cargo.tonnes === null ? null : roundTo(cargo.tonnes, 3),
    legs: legs.map(({ grams, ...leg }) => ({
      ...leg,
      distanceKm: Math.round(leg.distanceKm),
      intensity: roundTo(leg.intensity, 2),
      co2eKg: roundTo(grams / 1000, 1),
    })),
  };
}
