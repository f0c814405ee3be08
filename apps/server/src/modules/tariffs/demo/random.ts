/**
 * A seeded pseudo-random source for the demo tariffs (mulberry32: 32-bit state, fast, good
 * enough for demo data, NOT for anything secret). The same seed gives the same numbers on every
 * machine, so the same demo set.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  integer(min: number, max: number): number;
  /** true with this probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A number in [min, max). */
  between(min: number, max: number): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    between: (min, max) => min + next() * (max - min),
  };
}

/** A seed derived from a base seed and a label, so each part of the set has its own stream. */
export function subSeed(seed: number, label: string): number {
  let hash = (seed >>> 0) ^ 0x811c9dc5;
  for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
