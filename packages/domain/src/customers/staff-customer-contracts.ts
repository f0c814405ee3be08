import { z } from 'zod';
import { customerProfiles } from './customer-type';

/**
 * GET /api/v2/staff/customers (docs/product/booking.md#sharing: staff find customers by e-mail or
 * customer id): the first customers of the brand whose e-mail or id starts with the query.
 */

/** A query shorter than this finds nothing worth listing. */
export const staffCustomerQueryMinLength = 3;
/** At most this many customers answer one query. */
export const staffCustomerSearchLimit = 10;

export const staffCustomerSearchQuerySchema = z.object({
  query: z
    .string()
    .trim()
    .min(staffCustomerQueryMinLength)
    .max(100)
    .meta({ examples: ['ana@acme'] }),
});
export type StaffCustomerSearchQuery = z.infer<typeof staffCustomerSearchQuerySchema>;

export const staffCustomerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** First and last name. */
  name: z.string(),
  company: z.string().nullable(),
  profile: z.enum(customerProfiles),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

export const staffCustomerSearchResponseSchema = z
  .object({ data: z.array(staffCustomerSchema) })
  .describe('The first customers (at most 10) whose e-mail or customer id starts with the query');
export type StaffCustomerSearchResponse = z.infer<typeof staffCustomerSearchResponseSchema>;
