import { z } from 'zod';

/**
 * POST /api/v2/impersonated-users (staff): the customer to act as, by id or by e-mail, exactly
 * one of them. The answer is a session token (account-contracts.ts `jwtResponseSchema`).
 */
export const impersonationStartBodySchema = z
  .strictObject({
    customerId: z.uuid({ error: 'validation.required' }).optional(),
    email: z.string().trim().min(1).max(64).optional(),
  })
  .refine((body) => (body.customerId === undefined) !== (body.email === undefined), {
    error: 'validation.required',
    path: ['customerId'],
  });
export type ImpersonationStartBody = z.infer<typeof impersonationStartBodySchema>;
