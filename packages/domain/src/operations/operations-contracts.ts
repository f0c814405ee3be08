import { z } from 'zod';

/** GET /api/health (200 when the database answers, else 503 with the same body). */
export const healthResponseSchema = z
  .object({
    data: z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) }),
  })
  .describe('The health report (503: the database does not answer)');
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * The first-start demo tariffs load: notNeeded (tariffs were there or demo tariffs are off), loading, loaded, failed.
 */
export const demoTariffsStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('notNeeded') }),
  z.object({ state: z.literal('loading'), startedAtMs: z.number() }),
  z.object({ state: z.literal('loaded'), durationMs: z.number(), counts: z.record(z.string(), z.number()) }),
  z.object({ state: z.literal('failed'), message: z.string() }),
]);
export type DemoTariffsStatus = z.infer<typeof demoTariffsStatusSchema>;

/** GET /api/v2/tariffs/status. */
export const tariffsStatusResponseSchema = z
  .object({
    data: z.object({ demoTariffs: demoTariffsStatusSchema, hasTariffs: z.boolean() }),
  })
  .describe('Whether tariffs are loaded');
export type TariffsStatusResponse = z.infer<typeof tariffsStatusResponseSchema>;
