import type {
  AppliedExchangeRate,
  BookingAddress,
  BookingChargeLine,
  BookingPlace,
  CargoSearch,
  ChargeLabel,
  Currency,
  Rate,
} from '@freightdesk/domain';
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { quotes } from './quotes';

/**
 * A booking (docs/product/booking.md, docs/decisions/063-booking-lifecycle.md): one rate of a
 * quote, booked by a customer. The rate is frozen as booked (`rate`, its charge lines in
 * `booking_charges` revision 0), so later tariff changes never change what was agreed.
 * `(customer_id, idempotency_key)` is unique: the same key gives the same booking; `request_hash`
 * tells a repeat from a different body sent with the same key.
 */
export const bookings = pgTable(
  'bookings',
  {
    uuid: uuid('uuid').primaryKey(),
    /** The number behind the human shipment id (e.g. SH-000123), from a sequence. */
    shipmentNumber: serial('shipment_number').notNull(),
    brandId: text('brand_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    quoteUuid: uuid('quote_uuid')
      .notNull()
      .references(() => quotes.uuid, { onDelete: 'restrict' }),
    rateUuid: uuid('rate_uuid').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request body as checked, to refuse the same key with another body. */
    requestHash: text('request_hash').notNull(),
    /** R · P · C · D */
    status: text('status').notNull().default('R'),
    statusReason: text('status_reason'),
    /** FCL · LCL · AIR · LTL */
    mode: text('mode').notNull(),
    routeKind: text('route_kind').notNull(),
    origin: jsonb('origin').$type<BookingPlace>().notNull(),
    destination: jsonb('destination').$type<BookingPlace>().notNull(),
    /** The quote's search (cargo, services) as it was when booked. */
    search: jsonb('search').$type<CargoSearch>().notNull(),
    /** The rate as it was when booked (customer view plus internal data; staff-only parts stay server-side). */
    rate: jsonb('rate').$type<Rate>().notNull(),
    exchangeRates: jsonb('exchange_rates').$type<AppliedExchangeRate[]>().notNull(),
    commodity: text('commodity').notNull(),
    cargoReadyDate: date('cargo_ready_date', { mode: 'string' }).notNull(),
    customerReferenceId: text('customer_reference_id').notNull(),
    shipperType: text('shipper_type').notNull(),
    serviceType: text('service_type').notNull(),
    comments: text('comments').notNull(),
    paymentMode: text('payment_mode').notNull(),
    insurance: jsonb('insurance').$type<{
      cargoValueMinor: number;
      currency: Currency;
      usedCargo: boolean;
      premiumMinor: number;
    } | null>(),
    currency: text('currency').notNull(),
    /** The booking's current total (revision in force), minor units of `currency`. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** The quote's total for this rate when booked (the "quote date and amount"). */
    quotedTotalMinor: bigint('quoted_total_minor', { mode: 'number' }).notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    gateInBy: date('gate_in_by', { mode: 'string' }),
    vessel: text('vessel'),
    voyage: text('voyage'),
    mblNumber: text('mbl_number'),
    containerNumbers: jsonb('container_numbers').$type<string[]>().notNull().default([]),
    /** The customer's language when booking: mails and PDFs use it. */
    language: text('language').notNull(),
    /** The charge revision in force: 0 as booked, then each accepted revised quote. */
    chargeRevision: integer('charge_revision').notNull().default(0),
    /** Pending actions still open (kept in step by the bookings service; for My bookings' filter and the dashboard). */
    pendingActionCount: integer('pending_action_count').notNull().default(0),
    /** The pending actions still open, by kind (kept in step with the count; the console's filter, ADR 077). */
    pendingActionKinds: text('pending_action_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Estimated departure and arrival: the planned dates staff recorded, else the rate's schedule (ADR 077). */
    etd: date('etd', { mode: 'string' }),
    eta: date('eta', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_customer_idempotency_idx').on(table.customerId, table.idempotencyKey),
    uniqueIndex('bookings_shipment_number_idx').on(table.shipmentNumber),
    index('bookings_customer_created_idx').on(table.customerId, table.createdAt),
    index('bookings_brand_created_idx').on(table.brandId, table.createdAt),
    // The console's list (ADR 077): a brand's bookings by status, by cargo-ready date, by estimated dates.
    index('bookings_brand_status_created_idx').on(table.brandId, table.status, table.createdAt),
    index('bookings_brand_ready_idx').on(table.brandId, table.cargoReadyDate),
    index('bookings_brand_etd_idx').on(table.brandId, table.etd),
    index('bookings_brand_eta_idx').on(table.brandId, table.eta),
    index('bookings_pending_kinds_idx').using('gin', table.pendingActionKinds),
    index('bookings_customer_pending_idx')
      .on(table.customerId, table.createdAt)
      .where(sql`${table.pendingActionCount} > 0`),
  ],
);

/** A booking's charge lines per revision (0 as booked; a revised quote writes the next). */
export const bookingCharges = pgTable(
  'booking_charges',
  {
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    position: integer('position').notNull(),
    /** pickup · portOrigin · freight · portDestination · delivery · additional · taxes · others */
    chargeGroup: text('charge_group').$type<BookingChargeLine['group']>().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** What the line is, to name it in any language (ADR 091); null on lines booked before labels or typed by staff. */
    label: jsonb('label').$type<ChargeLabel>(),
    quantity: text('quantity').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingUuid, table.revision, table.position] })],
);

/** Parties and addresses: shipper, consignee, notify party, billing, pickup, delivery (one each). */
export const bookingParties = pgTable(
  'booking_parties',
  {
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    party: jsonb('party').$type<BookingAddress>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookingUuid, table.role] })],
);

/**
 * Tracking events staff record: a milestone with a planned (PLN), estimated (EST) or actual (ACT)
 * date and the DCSA event codes it stands for. The latest of each kind is the one shown.
 */
export const bookingMilestoneEvents = pgTable(
  'booking_milestone_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    milestone: text('milestone').notNull(),
    classifier: text('classifier').notNull(),
    dcsaEventCodes: jsonb('dcsa_event_codes').$type<string[]>().notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    location: text('location'),
    recordedById: uuid('recorded_by_id').references(() => customers.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_milestone_events_booking_idx').on(table.bookingUuid, table.recordedAt)],
);

/** Every status move, with who made it and why (the booking's audit trail). */
export const bookingStatusChanges = pgTable(
  'booking_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    changedById: uuid('changed_by_id').references(() => customers.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_status_changes_booking_idx').on(table.bookingUuid, table.changedAt)],
);

/**
 * A revised quote staff issue: the charge lines of `revision` (in booking_charges) replace those
 * in force once the customer accepts. Until then the booking cannot move to In progress.
 */
export const bookingRevisedQuotes = pgTable(
  'booking_revised_quotes',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    bookingUuid: uuid('booking_uuid')
      .notNull()
      .references(() => bookings.uuid, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** pending · accepted · superseded */
    state: text('state').notNull().default('pending'),
    reason: text('reason').notNull(),
    issuedById: uuid('issued_by_id').references(() => customers.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    index('booking_revised_quotes_booking_idx').on(table.bookingUuid, table.issuedAt),
    uniqueIndex('booking_revised_quotes_one_pending_idx')
      .on(table.bookingUuid)
      .where(sql`${table.state} = 'pending'`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingChargeRow = typeof bookingCharges.$inferSelect;

/**
 * A booking's history tables as relations: the details call reads the booking and all of them in one
 * query (`db.query.bookings.findFirst({ with })`). Relations change no table (drizzle-kit ignores them).
 */
export const bookingsRelations = relations(bookings, ({ many }) => ({
  charges: many(bookingCharges),
  parties: many(bookingParties),
  milestoneEvents: many(bookingMilestoneEvents),
  revisedQuotes: many(bookingRevisedQuotes),
}));

export const bookingChargesRelations = relations(bookingCharges, ({ one }) => ({
  booking: one(bookings, { fields: [bookingCharges.bookingUuid], references: [bookings.uuid] }),
}));

export const bookingPartiesRelations = relations(bookingParties, ({ one }) => ({
  booking: one(bookings, { fields: [bookingParties.bookingUuid], references: [bookings.uuid] }),
}));

export const bookingMilestoneEventsRelations = relations(bookingMilestoneEvents, ({ one }) => ({
  booking: one(bookings, { fields: [bookingMilestoneEvents.bookingUuid], references: [bookings.uuid] }),
}));

export const bookingRevisedQuotesRelations = relations(bookingRevisedQuotes, ({ one }) => ({
  booking: one(bookings, { fields: [bookingRevisedQuotes.bookingUuid], references: [bookings.uuid] }),
}));
