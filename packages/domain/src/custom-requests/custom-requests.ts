import { z } from 'zod';
import { companyNameFieldSchema, emailFieldSchema, otherNameFieldSchema } from '../accounts/account-fields';
import { phoneNumberFieldSchema } from '../accounts/phone-number-field';
import { accountMessage as message } from '../accounts/validation-messages';
import { formatCalendarDate, parseCalendarDate } from '../dates/calendar-date';
import { addWorkingDays } from '../dates/working-days';
import { supportedLanguages } from '../i18n/languages';
import { eCommerceServiceTypes } from '../navigation/quote-menu';
import { searchShipmentTypes } from '../search/cargo-search';
import { cargoSearchSchema } from '../search/cargo-search-schema';
import { isoDateSchema, type IsoDate } from '../search/iso-date';
import { salesRequestReasons } from '../quotes/quote-admission';

/**
 * Requests that staff answer by hand (docs/product/quoting.md#custom-and-sales-requests;
 * docs/decisions/040-custom-requests.md):
 * - CUSTOM_AIR_QUOTE: an air search with no instant rate, answered within 2 working days;
 * - CUSTOM_QUOTE: "No results found (offer a custom quote)", any mode, same promise;
 * - ECOMMERCE_CALLBACK: the e-commerce page's call-back request, answered within 72 hours;
 * - SALES_REQUEST: recorded by the quotes module when there is no instant quote (a restricted
 *   commodity, or a lane without rates); sales contact the customer, same promise as a custom quote.
 */
export const customRequestKinds = ['CUSTOM_AIR_QUOTE', 'CUSTOM_QUOTE', 'ECOMMERCE_CALLBACK', 'SALES_REQUEST'] as const;
export type CustomRequestKind = (typeof customRequestKinds)[number];

/** The kinds a customer asks for with a search (answered by a date). */
export const customQuoteRequestKinds = ['CUSTOM_AIR_QUOTE', 'CUSTOM_QUOTE'] as const;
export type CustomQuoteRequestKind = (typeof customQuoteRequestKinds)[number];

/**
 * A new request is `new`; staff move it on in the requests inbox (docs/decisions/078-staff-requests-inbox.md,
 * which replaced the first open/answered/closed).
 */
export const customRequestStatuses = ['new', 'in_progress', 'answered', 'closed'] as const;
export type CustomRequestStatus = (typeof customRequestStatuses)[number];

/** The promised answer times (docs/product/quoting.md#custom-and-sales-requests). */
export const customRequestAnswerPolicy = {
  /** Custom quotes (air and others) and sales requests: answered within this many working days. */
  quoteAnswerWorkingDays: 2,
  /** E-commerce call-back requests: a reply within this many hours. */
  eCommerceReplyHours: 72,
} as const;

/**
 * The date by which a custom quote or sales request is answered: 2 working days (Mon–Fri) after
 * the day it was made (`submittedOn`, yyyy-mm-dd, the caller's calendar day).
 */
export function customQuoteAnswerBy(submittedOn: IsoDate): IsoDate {
  const date = parseCalendarDate(submittedOn);
  if (!date) throw new RangeError(`Not an ISO date: ${submittedOn}`);
  return formatCalendarDate(addWorkingDays(date, customRequestAnswerPolicy.quoteAnswerWorkingDays));
}

/** The instant (ms since the epoch) by which an e-commerce call-back is due: 72 hours later. */
export function eCommerceCallbackReplyByMs(submittedAtMs: number): number {
  return submittedAtMs + customRequestAnswerPolicy.eCommerceReplyHours * 60 * 60 * 1000;
}

/** Free text a requester adds (comments, the call-back message). */
export const customRequestTextMaxLength = 2000;
const freeTextSchema = z
  .string()
  .trim()
  .max(customRequestTextMaxLength, { error: message('validation.maxLength') });

/** The account field builders' types include their optional variant's `undefined`; these fields are required. */
const required = (schema: z.ZodType<string | undefined>) => schema as z.ZodType<string, string>;

/** Who to answer: required without a session; a signed-in customer's own details are used otherwise. */
export const customRequestContactSchema = z.strictObject({
  name: required(otherNameFieldSchema()),
  email: required(emailFieldSchema()),
  phone: phoneNumberFieldSchema({ isOptional: true }),
  company: companyNameFieldSchema({ isOptional: true }),
});
export type CustomRequestContact = z.infer<typeof customRequestContactSchema>;

/** The language the acknowledgement is written in (the page's); otherwise the session's or Accept-Language. */
const languageSchema = z.enum(supportedLanguages).optional();

/**
 * `POST /api/v2/custom-requests/air-quote` and `/quote`: the search that found no (instant) rate,
 * the quote it came from, who to answer and any comments. The search must also be a valid one
 * (search validity rules, checked with the caller's clock).
 */
export const customQuoteRequestBodySchema = z.strictObject({
  search: cargoSearchSchema,
  contact: customRequestContactSchema.optional(),
  comments: freeTextSchema.optional(),
  quoteUuid: z.uuid().optional(),
  language: languageSchema,
});
export type CustomQuoteRequestBody = z.infer<typeof customQuoteRequestBodySchema>;

/** `POST /api/v2/custom-requests/e-commerce-callback` (the page `/e-commerce-solution/:serviceType`). */
export const eCommerceCallbackRequestBodySchema = z.strictObject({
  serviceType: z.enum(eCommerceServiceTypes, { error: message('validation.required') }),
  name: required(otherNameFieldSchema()),
  email: required(emailFieldSchema()),
  phone: required(phoneNumberFieldSchema()),
  company: companyNameFieldSchema({ isOptional: true }),
  message: freeTextSchema.optional(),
  language: languageSchema,
});
export type ECommerceCallbackRequestBody = z.infer<typeof eCommerceCallbackRequestBodySchema>;

export const customQuoteRequestCreatedSchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(customQuoteRequestKinds),
  /** yyyy-mm-dd: the promised answer date. */
  answerBy: isoDateSchema,
});
export type CustomQuoteRequestCreated = z.infer<typeof customQuoteRequestCreatedSchema>;

export const eCommerceCallbackCreatedSchema = z.object({
  uuid: z.uuid(),
  kind: z.literal('ECOMMERCE_CALLBACK'),
  /** ISO 8601 instant: 72 hours after the request. */
  replyBy: z.iso.datetime(),
});
export type ECommerceCallbackCreated = z.infer<typeof eCommerceCallbackCreatedSchema>;

/** `GET /api/v2/custom-requests` (staff): filters and page. */
export const customRequestListQuerySchema = z.object({
  kind: z.enum(customRequestKinds).optional(),
  status: z.enum(customRequestStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CustomRequestListQuery = z.infer<typeof customRequestListQuerySchema>;

/** A request as staff (and its own customer) see it. */
export const customRequestViewSchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(customRequestKinds),
  status: z.enum(customRequestStatuses),
  /** Sales requests only. */
  reason: z.enum(salesRequestReasons).nullable(),
  createdAt: z.iso.datetime(),
  /** Custom quotes and sales requests (yyyy-mm-dd). */
  answerBy: isoDateSchema.nullable(),
  /** E-commerce call-backs (ISO instant). */
  replyBy: z.iso.datetime().nullable(),
  /** The signed-in customer who asked; null for an anonymous request. */
  customerId: z.string().nullable(),
  contact: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
  }),
  language: z.enum(supportedLanguages),
  shipmentType: z.enum(searchShipmentTypes).nullable(),
  search: cargoSearchSchema.nullable(),
  quoteUuid: z.string().nullable(),
  serviceType: z.enum(eCommerceServiceTypes).nullable(),
  comments: z.string().nullable(),
});
export type CustomRequestView = z.infer<typeof customRequestViewSchema>;

export const customRequestPageSchema = z.object({
  data: z.array(customRequestViewSchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});
export type CustomRequestPage = z.infer<typeof customRequestPageSchema>;
