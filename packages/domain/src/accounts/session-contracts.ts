import { z } from 'zod';

/**
 * The calls that end sessions (docs/decisions/052-passwords-and-sessions.md): a customer logs out
 * (`POST /api/v2/customers/logout`, 204), staff end every session of a customer
 * (`DELETE /api/v2/staff/customers/{customerId}/sessions`).
 */
export const customerIdParamsSchema = z.object({ customerId: z.uuid() });
export type CustomerIdParams = z.infer<typeof customerIdParamsSchema>;

export const endedSessionsSchema = z.object({
  /** How many live sessions were ended (0 when the customer had none). */
  endedSessions: z.number().int().min(0),
});
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
