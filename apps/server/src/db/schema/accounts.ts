import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A customer account (docs/product/accounts.md#session-claims). The e-mail is stored lower-cased and the phone in
 * E.164, so uniqueness is case- and format-insensitive. `brand_id` is the brand signed up on.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    /** Null: the account has no password yet (created by staff, or set-up incomplete). */
    passwordHash: text('password_hash'),
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    contactName: text('contact_name').notNull(),
    contactSurname: text('contact_surname'),
    legalName: text('legal_name'),
    isCompany: boolean('is_company').notNull().default(false),
    customerType: text('customer_type').notNull(),
    preferredCurrency: text('preferred_currency'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    backendBranch: text('backend_branch').notNull().default('US'),
    isTest: boolean('is_test').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    /** A staff member's role (ADR 072); null: the default role, or a customer. */
    staffRole: text('staff_role'),
    isSpecialUser: boolean('is_special_user').notNull().default(false),
    businessIntelligenceUrl: text('business_intelligence_url'),
    /** The rest of the sign-up answers (city, country, survey, UTM …), as sent. */
    signUpDetails: jsonb('sign_up_details').$type<Record<string, unknown>>().notNull().default({}),
    /** When the customer last signed in themselves (a new session, not a refresh or an impersonation). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    consecutiveFailedLogins: integer('consecutive_failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What staff search in (ADR 075, 085): e-mail, name, company, phone and id, lower-cased, kept by the database
     * (migration 0020, with its trigram index). Never written.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(email || ' ' || contact_name || ' ' || coalesce(contact_surname, '') || ' ' || coalesce(legal_name, '')
        || ' ' || coalesce(phone_number, '') || ' ' || id::text)`,
    ),
  },
  (table) => [
    uniqueIndex('customers_email_idx').on(table.email),
    uniqueIndex('customers_phone_number_idx')
      .on(table.phoneNumber)
      .where(sql`${table.phoneNumber} is not null`),
    // The staff console's All customers, browsed by brand in each sort order (ADR 075); the search's
    // trigram index on search_text is SQL in migration 0020, and every match of a search is read through it by
    // staff_customer_matches (migration 0022, ADR 085).
    index('customers_brand_created_idx').on(table.brandId, table.createdAt),
    index('customers_brand_last_sign_in_idx').on(table.brandId, table.lastSignInAt),
    index('customers_brand_name_idx').on(table.brandId, sql`lower(${table.contactName})`),
    index('customers_brand_company_idx').on(table.brandId, sql`lower(${table.legalName})`),
  ],
);

/**
 * A signed-in session (ADR 052): every token names one (`sid`). Logging out, a password change or
 * reset, and staff revoke it here, so every process refuses its tokens at once; a refresh never
 * carries a token past `absolute_expires_at`.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The staff account while impersonating the customer. */
    impersonatorId: uuid('impersonator_id'),
    createdAt: createdAt(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, password-change, password-reset, staff, impersonation-end */
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('customer_sessions_live_idx')
      .on(table.customerId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/**
 * Failed sign-ins in a row of one account from one client (its IP address): 5 lock that client out
 * of that account for 15 minutes, not the owner signing in elsewhere (ADR 053).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.client] })],
);

/** One live e-mail code per customer (a new one replaces the old); only its hash is kept. */
export const emailCodes = pgTable('email_codes', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** Password reset links `/reset-password/<uuid>`: single use, stored as a hash of the uuid. */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_links_customer_idx').on(table.customerId)],
);

/** Fixed-window counters shared by every server process (login and code rate limits). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.windowStartedAt] }),
    index('rate_limit_counters_window_idx').on(table.windowStartedAt),
  ],
);

/** Server secrets generated once and shared by every process (the JWT key when JWT_SECRET is unset). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
