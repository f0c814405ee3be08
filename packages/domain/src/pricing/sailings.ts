import type { IsoDate } from '../search/iso-date';
import { nextDepartureDate } from './tariff-schedule';
import type { ServiceRotation } from './tariff-types';

/**
 * How far ahead of the ship date a quote offers departures (docs/decisions/062-sailings-from-tariffs.md): five
 * weekly sailings at sea, a week of flights in the air.
 */
export const sailingWindowDays = { ocean: 35, air: 7 } as const;

/** One departure of a scheduled service: what a rate shows of it and what it adds to the freight. */
export interface Sailing {
  departureDate: IsoDate;
  vessel: string;
  voyage: string;
  /** Percent added to the tariff's freight for this departure (may be negative). */
  pricePercent: number;
}

const dayMs = 86_400_000;
/** Days from 1970-01-05, a Monday: the count of weeks behind every departure index. */
const mondayEpochDay = 4;

function dayNumberOf(date: IsoDate): number {
  return Math.round(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / dayMs,
  );
}

function isoDateOfDay(day: number): IsoDate {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as `Date#getUTCDay`. */
const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7;

/** The ISO 8601 week-numbering year and week of a day. */
function isoWeekOfDay(day: number): { year: number; week: number } {
  const thursday = day - ((weekdayOfDay(day) + 6) % 7) + 3;
  const year = new Date(thursday * dayMs).getUTCFullYear();
  const firstThursdayWeekStart = dayNumberOf(`${year}-01-04`);
  const weekOneMonday = firstThursdayWeekStart - ((weekdayOfDay(firstThursdayWeekStart) + 6) % 7);
  return { year, week: Math.floor((thursday - 3 - weekOneMonday) / 7) + 1 };
}

/**
 * The departure's place in the service's endless sequence: weeks since a fixed Monday times the departures a
 * week, plus the departure's rank within its week. The same date always has the same index, whatever the
 * ship date, so a sailing keeps its vessel, voyage and price from one quote to the next.
 */
function departureIndex(day: number, mondayRanks: readonly number[]): number {
  const sinceEpoch = day - mondayEpochDay;
  const week = Math.floor(sinceEpoch / 7);
  const rank = mondayRanks.indexOf(((sinceEpoch % 7) + 7) % 7);
  return week * mondayRanks.length + Math.max(rank, 0);
}

function voyageOf(rotation: ServiceRotation, day: number, index: number): string {
  const { voyageNumbering, voyagePrefix, voyageSuffix, voyageDigits, voyageOffset, vessels } = rotation;
  if (voyageNumbering === 'fixed') return `${voyagePrefix}${voyageSuffix}`;
  const modulus = 10 ** voyageDigits;
  let number: number;
  if (voyageNumbering === 'isoWeek') {
    const { year, week } = isoWeekOfDay(day);
    number = (year % 10) * 100 + week;
  } else {
    // Each ship keeps its own count (one more each time it comes round), apart from the loop's other ships'.
    number = Math.floor(index / vessels.length) + voyageOffset + (((index % vessels.length) * 37) % 89);
  }
  const digits = String(((number % modulus) + modulus) % modulus).padStart(voyageDigits, '0');
  return `${voyagePrefix}${digits}${voyageSuffix}`;
}

function sailingOn(rotation: ServiceRotation, day: number, mondayRanks: readonly number[]): Sailing {
  const index = departureIndex(day, mondayRanks);
  const { vessels, pricePercents } = rotation;
  return {
    departureDate: isoDateOfDay(day),
    vessel: vessels[index % vessels.length]!,
    voyage: voyageOf(rotation, day, index),
    pricePercent: pricePercents.length === 0 ? 0 : pricePercents[index % pricePercents.length]!,
  };
}

/**
 * The sailings (or flights) of a scheduled tariff a quote offers: every departure on the service's weekdays from
 * the ship date for `windowDays` days that leaves while the tariff is valid. A tariff that runs out before its
 * next departure still yields that one (the rate is shown as possibly not applicable, as without a rotation).
 * Empty without a rotation or departure weekdays: the tariff is priced once, as before.
 */
export function sailingsOf(
  tariff: { departureWeekdays: readonly number[]; validTo: IsoDate; serviceRotation?: ServiceRotation | null },
  shipDate: IsoDate,
  windowDays: number,
): Sailing[] {
  const rotation = tariff.serviceRotation;
  if (!rotation || tariff.departureWeekdays.length === 0) return [];
  const weekdays = new Set(tariff.departureWeekdays);
  const mondayRanks = [...weekdays].map((weekday) => (weekday + 6) % 7).sort((a, b) => a - b);
  const first = dayNumberOf(shipDate);
  const last = Math.min(first + windowDays - 1, dayNumberOf(tariff.validTo));
  const sailings: Sailing[] = [];
  for (let day = first; day <= last; day++) {
    if (weekdays.has(weekdayOfDay(day))) sailings.push(sailingOn(rotation, day, mondayRanks));
  }
  if (sailings.length > 0) return sailings;
  const next = nextDepartureDate(tariff.departureWeekdays, shipDate);
  return next === null ? [] : [sailingOn(rotation, dayNumberOf(next), mondayRanks)];
}

/** A tariff amount with a sailing's percent added, in whole minor units. */
export function amountForSailing(amountMinor: number, sailing: Sailing | undefined): number {
  return sailing === undefined || sailing.pricePercent === 0
    ? amountMinor
    : Math.round((amountMinor * (100 + sailing.pricePercent)) / 100);
}
