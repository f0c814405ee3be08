import { z } from 'zod';
import { backendBranches } from '../brand/backend-branches';
import { supportedLanguages } from '../i18n/languages';
import { staffRoles } from '../staff/staff-roles';
import { customerProfiles, customerTypes } from './customer-type';

/**
 * GET /api/v2/staff/customers: the brand's customers as staff find them (docs/product/staff.md#all-customers,
 * ADR 075) — to share a quote with one (ADR 059) and in the console's All customers. One search rule: the query is
 * found anywhere in the e-mail, the name, the company, the phone number or the customer id, case-insensitively.
 */

/** A query shorter than this finds nothing worth listing. */
export const staffCustomerQueryMinLength = 3;
/** The default page size (the share-a-quote lookup shows this many). */
export const staffCustomerSearchLimit = 10;

export const staffCustomerSortKeys = ['name', 'company', 'createdAt', 'lastSignInAt'] as const;
export type StaffCustomerSortKey = (typeof staffCustomerSortKeys)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const staffCustomerSearchQuerySchema = z.object({
  /** Absent: every customer of the brand, in the sort order. */
  query: z
    .string()
    .trim()
    .min(staffCustomerQueryMinLength)
    .max(100)
    .optional()
    .meta({ examples: ['ana@acme'] }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(staffCustomerSearchLimit),
  /** Default: newest first. */
  sort: z.enum(staffCustomerSortKeys).default('createdAt'),
  order: z.enum(sortDirections).default('desc'),
});
export type StaffCustomerSearchQuery = z.input<typeof staffCustomerSearchQuerySchema>;
export type StaffCustomerSearch = z.output<typeof staffCustomerSearchQuerySchema>;

/**
 * The text the search looks for: lower-cased, and a query that reads as a phone number ("+34 600 12-34") without
 * its spaces and punctuation, as phone numbers are stored (E.164).
 */
export function staffCustomerSearchText(query: string): string {
  const text = query.trim().toLowerCase();
  if (/^\+?[\d\s().-]+$/.test(text) && /\d{3}/.test(text.replace(/\D/g, ''))) return text.replace(/[\s().-]/g, '');
  return text;
}

export const staffCustomerSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** First and last name. */
  name: z.string(),
  company: z.string().nullable(),
  profile: z.enum(customerProfiles),
  phoneNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
  /** The staff role of a staff member; null for a customer. */
  staffRole: z.enum(staffRoles).nullable(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

export const staffCustomerSearchResponseSchema = z
  .object({
    data: z.array(staffCustomerSchema),
    meta: z.object({
      page: z.number().int(),
      pageSize: z.number().int(),
      /**
       * The matches up to the end of this page (ADR 085: they are not counted further): every match when
       * `totalIsCapped` is false.
       */
      total: z.number().int(),
      /** True when more matches follow this page: the list says "more than `total`" and offers the next page. */
      totalIsCapped: z.boolean(),
    }),
  })
  .describe('One page of the customers found, in the order asked');
export type StaffCustomerSearchResponse = z.infer<typeof staffCustomerSearchResponseSchema>;

/** GET /api/v2/staff/customers/{customerId}: the customer page's profile, sessions and audit trail. */
export const staffCustomerSessionSchema = z.object({
  id: z.uuid(),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The staff member's e-mail when the session is an impersonation. */
  impersonatedBy: z.string().nullable(),
});
export type StaffCustomerSession = z.infer<typeof staffCustomerSessionSchema>;

export const auditActions = [
  'impersonation.start',
  'impersonation.end',
  'staff.roleChanged',
  'customer.createdByStaff',
  'creditLine.changed',
  'sessions.ended',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(auditActions),
  actorEmail: z.string(),
  at: z.iso.datetime(),
  ipAddress: z.string(),
  /** What changed (before/after), as recorded. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** How many audit entries and live sessions the customer page shows (newest first). */
export const staffCustomerAuditLimit = 50;

export const staffCustomerDetailsSchema = staffCustomerSchema.extend({
  contactName: z.string(),
  contactSurname: z.string().nullable(),
  customerType: z.enum(customerTypes),
  preferredLanguage: z.enum(supportedLanguages),
  backendBranch: z.enum(backendBranches),
  emailValidated: z.boolean(),
  hasPassword: z.boolean(),
  isStaff: z.boolean(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  liveSessions: z.array(staffCustomerSessionSchema),
  audit: z.array(auditEntrySchema),
});
export type StaffCustomerDetails = z.infer<typeof staffCustomerDetailsSchema>;
export const staffCustomerDetailsResponseSchema = z
  .object({ data: staffCustomerDetailsSchema })
  .describe('A customer as the console shows them: profile, live sessions, audit trail');

/** PUT /api/v2/staff/customers/{customerId}/staff-role (admin): a staff member's new role. */
export const setStaffRoleRequestSchema = z.object({ role: z.enum(staffRoles) });
export type SetStaffRoleRequest = z.infer<typeof setStaffRoleRequestSchema>;

/** GET /api/v2/staff/customers/{customerId}/quotes|bookings: a page of the customer's quotes or bookings. */
export const staffCustomerPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type StaffCustomerPageQuery = z.output<typeof staffCustomerPageQuerySchema>;

/** POST /api/v2/staff/customers: the created customer (who then sets a password through the mailed link). */
export const createdCustomerResponseSchema = z
  .object({ data: z.object({ customerId: z.uuid() }) })
  .describe('The customer created; a set-password link was mailed to them in their language');

export const staffRoleResponseSchema = z
  .object({ data: staffCustomerSchema })
  .describe('The staff member with the new role');
