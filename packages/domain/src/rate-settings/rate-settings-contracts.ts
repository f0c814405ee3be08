// The contracts of the console's rate settings calls (docs/decisions/080-rate-settings-and-audit.md, ADR 044).
import { z } from 'zod';
import { auditEntryViewSchema, lastChangeSchema } from '../audit/audit-contracts';
import {
  additionalServiceCodes,
  additionalServicePricingRules,
  chargeBases,
  portChargeSides,
  tariffModes,
} from '../pricing/tariff-types';
import { isValidIsoDate } from '../search/iso-date';
import { isoDateSchema } from '../search/iso-date-schema';
import { containerTypes, currencies } from '../shipping/shipment-type';
import {
  exchangeRateValueSchema,
  rateSettingsAreas,
  rateSettingsLimits,
  rateSettingsMessage as message,
} from './rate-settings';

const required = { error: 'validation.required' };
const currencySchema = z.enum(currencies, required);
/** A calendar day typed `yyyy-mm-dd`, with this area's message. */
const calendarDateSchema = z.string(required).refine(isValidIsoDate, { error: message('dateFormat') });
const nameSchema = z
  .string(required)
  .trim()
  .min(1, required)
  .max(rateSettingsLimits.nameMaxLength, { error: 'validation.maxLength' });
const amountMinorSchema = z
  .number({ error: message('amount') })
  .int({ error: message('amount') })
  .min(0, { error: message('amount') })
  .max(rateSettingsLimits.amountMaxMinor, { error: message('amount') });
const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
};
const pageMetaSchema = z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
/** An optional filter of a list's query string: an empty value means no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The area of `/admin/rate-management/settings/:settingsArea` and of the history call. */
export const rateSettingsAreaParamsSchema = z.object({ settingsArea: z.enum(rateSettingsAreas) });

/**
 * `GET /api/v2/rate-settings/{settingsArea}/history`: one entity's changes (`entityId`), or the area's, newest first.
 */
export const rateSettingsHistoryQuerySchema = z.object({
  entityId: optionalFilter(z.string().max(200)),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type RateSettingsHistoryQuery = z.infer<typeof rateSettingsHistoryQuerySchema>;
export const rateSettingsHistorySchema = z.object({ data: z.array(auditEntryViewSchema) });
export type RateSettingsHistory = z.infer<typeof rateSettingsHistorySchema>;

// Exchange rates ---------------------------------------------------------------------------------------------------

/**
 * 1 `baseCurrency` = `rate` `quoteCurrency` from `asOfDate` (ADR 003); quotes use the latest on or before their day.
 */
export const exchangeRateViewSchema = z.object({
  baseCurrency: z.enum(currencies),
  quoteCurrency: z.enum(currencies),
  rate: z.string(),
  asOfDate: isoDateSchema,
  /** Where the rate came from: `console` for one entered here, else the rate sheet's source. */
  source: z.string(),
  lastChange: lastChangeSchema,
});
export type ExchangeRateView = z.infer<typeof exchangeRateViewSchema>;

export const exchangeRateListQuerySchema = z.object({
  baseCurrency: optionalFilter(z.enum(currencies)),
  quoteCurrency: optionalFilter(z.enum(currencies)),
  ...pageFields,
});
export type ExchangeRateListQuery = z.infer<typeof exchangeRateListQuerySchema>;
export const exchangeRatePageSchema = z.object({ data: z.array(exchangeRateViewSchema), meta: pageMetaSchema });
export type ExchangeRatePage = z.infer<typeof exchangeRatePageSchema>;

/** `POST /api/v2/rate-settings/exchange-rates`: a rate for a day (the day's limits are checked against today). */
export const exchangeRateCreateBodySchema = z
  .strictObject({
    baseCurrency: currencySchema,
    quoteCurrency: currencySchema,
    rate: exchangeRateValueSchema,
    asOfDate: calendarDateSchema,
  })
  .refine((body) => body.baseCurrency !== body.quoteCurrency, {
    error: message('sameCurrency'),
    path: ['quoteCurrency'],
  });
export type ExchangeRateCreateBody = z.infer<typeof exchangeRateCreateBodySchema>;

/** `PUT /api/v2/rate-settings/exchange-rates/{baseCurrency}/{quoteCurrency}/{asOfDate}`: a correction of its rate. */
export const exchangeRateCorrectionBodySchema = z.strictObject({ rate: exchangeRateValueSchema });
export type ExchangeRateCorrectionBody = z.infer<typeof exchangeRateCorrectionBodySchema>;

export const exchangeRateParamsSchema = z.object({
  baseCurrency: z.enum(currencies),
  quoteCurrency: z.enum(currencies),
  asOfDate: isoDateSchema,
});
export type ExchangeRateParams = z.infer<typeof exchangeRateParamsSchema>;

/** The audit log's id of an exchange rate. */
export const exchangeRateEntityId = (rate: { baseCurrency: string; quoteCurrency: string; asOfDate: string }) =>
  `${rate.baseCurrency}/${rate.quoteCurrency}/${rate.asOfDate}`;

// Carriers ---------------------------------------------------------------------------------------------------------

/** SCAC (2 to 4 letters) for sea and road, IATA airline code (2 letters or digits) for air; stored upper-case. */
export const carrierCodeSchema = z
  .string(required)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,4}$/, { error: message('carrierCode') });

const carrierFields = {
  name: nameSchema,
  modes: z
    .array(z.enum(tariffModes, required), { error: message('modesRequired') })
    .min(1, { error: message('modesRequired') })
    .transform((modes) => tariffModes.filter((mode) => modes.includes(mode))),
  /** An https address of the carrier's logo, or null. */
  logoUrl: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .url({ protocol: /^https$/, error: message('logoUrl') })
      .max(rateSettingsLimits.logoUrlMaxLength, { error: message('logoUrl') })
      .nullable()
      .default(null),
  ),
  /** An inactive carrier's tariffs stay stored but price no new quote. */
  active: z.boolean({ error: 'validation.required' }).default(true),
};

export const carrierViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  modes: z.array(z.enum(tariffModes)),
  logoUrl: z.string().nullable(),
  active: z.boolean(),
  lastChange: lastChangeSchema,
});
export type CarrierView = z.infer<typeof carrierViewSchema>;

export const carrierStatuses = ['active', 'inactive'] as const;
export const carrierListQuerySchema = z.object({
  /** Part of the code or the name, any case. */
  q: optionalFilter(z.string().trim().max(80)),
  mode: optionalFilter(z.enum(tariffModes)),
  status: optionalFilter(z.enum(carrierStatuses)),
  ...pageFields,
});
export type CarrierListQuery = z.infer<typeof carrierListQuerySchema>;
export const carrierPageSchema = z.object({ data: z.array(carrierViewSchema), meta: pageMetaSchema });
export type CarrierPage = z.infer<typeof carrierPageSchema>;

/** `POST /api/v2/rate-settings/carriers`. */
export const carrierCreateBodySchema = z.strictObject({ code: carrierCodeSchema, ...carrierFields });
export type CarrierCreateBody = z.infer<typeof carrierCreateBodySchema>;
export type CarrierCreateInput = z.input<typeof carrierCreateBodySchema>;
/** `PUT /api/v2/rate-settings/carriers/{carrierCode}`: the code is the tariffs' key and does not change. */
export const carrierUpdateBodySchema = z.strictObject(carrierFields);
export type CarrierUpdateBody = z.infer<typeof carrierUpdateBodySchema>;
export const carrierParamsSchema = z.object({ carrierCode: z.string().min(1).max(8) });

// Port charges -----------------------------------------------------------------------------------------------------

const validityFields = { validFrom: calendarDateSchema, validTo: calendarDateSchema };
const validToNotBeforeFrom = <T extends { validFrom: string; validTo: string }>(body: T) =>
  body.validTo >= body.validFrom;

export const portChargeBodySchema = z
  .strictObject({
    /** UN/LOCODE of the port (5) or IATA code of the airport (3). */
    locode: z
      .string(required)
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2}[A-Z0-9]{3}|[A-Z]{3})$/, { error: message('terminalCode') }),
    side: z.enum(portChargeSides, required),
    mode: z.enum(tariffModes, required),
    /** The charge's code on the breakdown (THC, DOC, ISPS, …). */
    code: z
      .string(required)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{2,12}$/, { error: message('chargeCode') }),
    name: nameSchema,
    basis: z.enum(chargeBases, required),
    /** Only with `perContainer`: the container type it prices; null = every type. */
    containerType: z.enum(containerTypes, required).nullable().default(null),
    amountMinor: amountMinorSchema,
    minimumChargeMinor: amountMinorSchema.default(0),
    currency: currencySchema,
    ...validityFields,
  })
  .refine((body) => body.containerType === null || body.basis === 'perContainer', {
    error: message('containerTypeBasis'),
    path: ['containerType'],
  })
  .refine(validToNotBeforeFrom, { error: message('validToBeforeFrom'), path: ['validTo'] });
export type PortChargeBody = z.infer<typeof portChargeBodySchema>;
export type PortChargeInput = z.input<typeof portChargeBodySchema>;

export const portChargeViewSchema = z.object({
  id: z.string(),
  locode: z.string(),
  side: z.enum(portChargeSides),
  mode: z.enum(tariffModes),
  code: z.string(),
  name: z.string(),
  basis: z.enum(chargeBases),
  containerType: z.enum(containerTypes).nullable(),
  amountMinor: z.number().int(),
  minimumChargeMinor: z.number().int(),
  currency: z.enum(currencies),
  validFrom: isoDateSchema,
  validTo: isoDateSchema,
  lastChange: lastChangeSchema,
});
export type PortChargeView = z.infer<typeof portChargeViewSchema>;

export const portChargeListQuerySchema = z.object({
  /** The start of a UN/LOCODE or IATA code, any case. */
  locode: optionalFilter(z.string().trim().toUpperCase().max(5)),
  mode: optionalFilter(z.enum(tariffModes)),
  side: optionalFilter(z.enum(portChargeSides)),
  /** The start of the charge's code or a part of its name, any case. */
  q: optionalFilter(z.string().trim().max(80)),
  ...pageFields,
});
export type PortChargeListQuery = z.infer<typeof portChargeListQuerySchema>;
export const portChargePageSchema = z.object({ data: z.array(portChargeViewSchema), meta: pageMetaSchema });
export type PortChargePage = z.infer<typeof portChargePageSchema>;
export const rateSettingIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

// Additional-service prices ----------------------------------------------------------------------------------------

export const additionalServicePriceBodySchema = z
  .strictObject({
    code: z.enum(additionalServiceCodes, required),
    name: nameSchema,
    /** Null = every mode. */
    mode: z.enum(tariffModes, required).nullable().default(null),
    /** Where the service is performed (ISO 3166 alpha-2); null = any country. */
    countryIsoCode: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: message('countryCode') })
        .nullable()
        .default(null),
    ),
    pricingRule: z.enum(additionalServicePricingRules, required),
    amountMinor: amountMinorSchema,
    /** Percent of the cargo value (12.5 = 12.5 %), for `percentageWithMinimum`. */
    percent: z
      .number({ error: message('percent') })
      .min(0, { error: message('percent') })
      .max(100, { error: message('percent') })
      .nullable()
      .default(null),
    minimumChargeMinor: amountMinorSchema.default(0),
    currency: currencySchema,
    ...validityFields,
  })
  .refine((body) => body.pricingRule !== 'percentageWithMinimum' || body.percent !== null, {
    error: message('percentRequired'),
    path: ['percent'],
  })
  .refine(validToNotBeforeFrom, { error: message('validToBeforeFrom'), path: ['validTo'] });
export type AdditionalServicePriceBody = z.infer<typeof additionalServicePriceBodySchema>;
export type AdditionalServicePriceInput = z.input<typeof additionalServicePriceBodySchema>;

export const additionalServicePriceViewSchema = z.object({
  id: z.string(),
  code: z.enum(additionalServiceCodes),
  name: z.string(),
  mode: z.enum(tariffModes).nullable(),
  countryIsoCode: z.string().nullable(),
  pricingRule: z.enum(additionalServicePricingRules),
  amountMinor: z.number().int(),
  percent: z.number().nullable(),
  minimumChargeMinor: z.number().int(),
  currency: z.enum(currencies),
  validFrom: isoDateSchema,
  validTo: isoDateSchema,
  lastChange: lastChangeSchema,
});
export type AdditionalServicePriceView = z.infer<typeof additionalServicePriceViewSchema>;

export const additionalServicePriceListQuerySchema = z.object({
  code: optionalFilter(z.enum(additionalServiceCodes)),
  mode: optionalFilter(z.enum(tariffModes)),
  countryIsoCode: optionalFilter(z.string().trim().toUpperCase().length(2)),
  ...pageFields,
});
export type AdditionalServicePriceListQuery = z.infer<typeof additionalServicePriceListQuerySchema>;
export const additionalServicePricePageSchema = z.object({
  data: z.array(additionalServicePriceViewSchema),
  meta: pageMetaSchema,
});
export type AdditionalServicePricePage = z.infer<typeof additionalServicePricePageSchema>;

/** The answer of a change: the row as it is now (a removal answers 204). */
export const rateSettingChangedSchema = <T extends z.ZodType>(view: T) => z.object({ data: view });
