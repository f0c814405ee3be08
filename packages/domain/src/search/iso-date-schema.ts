import { z } from 'zod';
import { isCalendarDateString } from '../dates/calendar-date';

/**
 * A calendar date written `yyyy-mm-dd` (search/iso-date.ts). Apart from the date rules so that code using only those
 * (the results page) is bundled without zod (docs/decisions/071-quote-journey-speed.md).
 */
export const isoDateSchema = z
  .string()
  .refine(isCalendarDateString, { message: 'Expected a calendar date as yyyy-mm-dd' });
