import {
  additionalServicePriceBodySchema,
  additionalServicePriceListQuerySchema,
  additionalServicePricePageSchema,
  additionalServicePriceViewSchema,
  carrierCreateBodySchema,
  carrierListQuerySchema,
  carrierPageSchema,
  carrierParamsSchema,
  carrierUpdateBodySchema,
  carrierViewSchema,
  exchangeRateCorrectionBodySchema,
  exchangeRateCreateBodySchema,
  exchangeRateListQuerySchema,
  exchangeRatePageSchema,
  exchangeRateParamsSchema,
  exchangeRateViewSchema,
  portChargeBodySchema,
  portChargeListQuerySchema,
  portChargePageSchema,
  portChargeViewSchema,
  rateSettingIdParamsSchema,
  rateSettingsAreaParamsSchema,
  rateSettingsHistoryQuerySchema,
  rateSettingsHistorySchema,
  type ErrorCode,
} from '@freightdesk/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import type { RateSettingsActor, RateSettingsService } from './rate-settings.service';

export interface RateSettingsRoutesOptions {
  rateSettingsService: RateSettingsService;
}

const tags = ['rate-settings'];
const bodyLimit = 16 * 1024;
/** Every call: staff with `rateManagement` (ADR 072) on a brand with the `rateManagement` flag (ADR 080). */
const guardCodes: ErrorCode[] = ['ACCESS_FORBIDDEN', 'FEATURE_DISABLED', ...sessionErrorCodes];
const readErrors = errorResponses('INVALID_PAYLOAD', ...guardCodes);
const createErrors = errorResponses(
  'INVALID_PAYLOAD',
  'RATE_SETTING_ALREADY_EXISTS',
  'PAYLOAD_TOO_LARGE',
  ...guardCodes,
);
const changeErrors = errorResponses('INVALID_PAYLOAD', 'RATE_SETTING_NOT_FOUND', 'PAYLOAD_TOO_LARGE', ...guardCodes);
const removeErrors = errorResponses('INVALID_PAYLOAD', 'RATE_SETTING_NOT_FOUND', ...guardCodes);
const removeCarrierErrors = errorResponses(
  'INVALID_PAYLOAD',
  'RATE_SETTING_NOT_FOUND',
  'RATE_SETTING_IN_USE',
  ...guardCodes,
);
const audited =
  ' Written with its audit entry (who, when, before, after) in one transaction; quotes use it within a second.';

/**
 * The console's rate settings (docs/decisions/080-rate-settings-and-audit.md): exchange rates, carriers, port charges
 * and additional-service prices, each change audited.
 */
export const rateSettingsRoutes: FastifyPluginAsyncZod<RateSettingsRoutesOptions> = async (
  app,
  { rateSettingsService },
) => {
  const onRequest = [
    app.requireStaffTo('rateManagement'),
    async (request: FastifyRequest) => rateSettingsService.assertEnabled(sessionOf(request)),
  ];
  const actorOf = (request: FastifyRequest): RateSettingsActor => ({
    session: sessionOf(request),
    ipAddress: request.ip,
  });
  const base = '/api/v2/rate-settings';
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    `${base}/:settingsArea/history`,
    {
      onRequest,
      schema: {
        operationId: 'listRateSettingsHistory',
        summary: "Staff: the audit entries of one setting (entityId) or of the area's settings, newest first",
        tags,
        security: bearerAuth,
        params: rateSettingsAreaParamsSchema,
        querystring: rateSettingsHistoryQuerySchema,
        response: { 200: rateSettingsHistorySchema, ...readErrors },
      },
    },
    async (request) => ({ data: await rateSettingsService.history(request.params.settingsArea, request.query) }),
  );

  // Exchange rates -----------------------------------------------------------------------------------------------

  app.get(
    `${base}/exchange-rates`,
    {
      onRequest,
      schema: {
        operationId: 'listExchangeRates',
        summary: 'Staff: exchange rates by pair, latest date first, with who changed each last',
        tags,
        security: bearerAuth,
        querystring: exchangeRateListQuerySchema,
        response: { 200: exchangeRatePageSchema, ...readErrors },
      },
    },
    async (request) => rateSettingsService.listExchangeRates(request.query),
  );

  app.post(
    `${base}/exchange-rates`,
    {
      onRequest,
      bodyLimit,
      schema: {
        operationId: 'addExchangeRate',
        summary: 'Staff: a rate for a pair and day (at most 7 days ahead); 409 when that day has one.' + audited,
        tags,
        security: bearerAuth,
        body: exchangeRateCreateBodySchema,
        response: { 201: z.object({ data: exchangeRateViewSchema }), ...createErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await rateSettingsService.addExchangeRate(request.body, actorOf(request)) }),
  );

  app.put(
    `${base}/exchange-rates/:baseCurrency/:quoteCurrency/:asOfDate`,
    {
      onRequest,
      bodyLimit,
      schema: {
        operationId: 'correctExchangeRate',
        summary: "Staff: corrects a day's rate of a pair." + audited,
        tags,
        security: bearerAuth,
        params: exchangeRateParamsSchema,
        body: exchangeRateCorrectionBodySchema,
        response: { 200: z.object({ data: exchangeRateViewSchema }), ...changeErrors },
      },
    },
    async (request) => ({
      data: await rateSettingsService.correctExchangeRate(request.params, request.body, actorOf(request)),
    }),
  );

  app.delete(
    `${base}/exchange-rates/:baseCurrency/:quoteCurrency/:asOfDate`,
    {
      onRequest,
      schema: {
        operationId: 'removeExchangeRate',
        summary: "Staff: removes a day's rate of a pair (quotes use the pair's previous date)." + audited,
        tags,
        security: bearerAuth,
        params: exchangeRateParamsSchema,
        response: { 204: z.null(), ...removeErrors },
      },
    },
    async (request, reply) => {
      await rateSettingsService.removeExchangeRate(request.params, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  // Carriers -----------------------------------------------------------------------------------------------------

  app.get(
    `${base}/carriers`,
    {
      onRequest,
      schema: {
        operationId: 'listCarriers',
        summary: 'Staff: carriers by name, searched by code or name, filtered by mode and status',
        tags,
        security: bearerAuth,
        querystring: carrierListQuerySchema,
        response: { 200: carrierPageSchema, ...readErrors },
      },
    },
    async (request) => rateSettingsService.listCarriers(request.query),
  );

  app.post(
    `${base}/carriers`,
    {
      onRequest,
      bodyLimit,
      schema: {
        operationId: 'addCarrier',
        summary:
          'Staff: a carrier (SCAC or IATA code, name, modes, logo, active); 409 when the code is listed.' + audited,
        tags,
        security: bearerAuth,
        body: carrierCreateBodySchema,
        response: { 201: z.object({ data: carrierViewSchema }), ...createErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await rateSettingsService.addCarrier(request.body, actorOf(request)) }),
  );

  app.put(
    `${base}/carriers/:carrierCode`,
    {
      onRequest,
      bodyLimit,
      schema: {
        operationId: 'updateCarrier',
        summary: 'Staff: edits a carrier; `active: false` keeps its tariffs out of new quotes.' + audited,
        tags,
        security: bearerAuth,
        params: carrierParamsSchema,
        body: carrierUpdateBodySchema,
        response: { 200: z.object({ data: carrierViewSchema }), ...changeErrors },
      },
    },
    async (request) => ({
      data: await rateSettingsService.updateCarrier(request.params.carrierCode, request.body, actorOf(request)),
    }),
  );

  app.delete(
    `${base}/carriers/:carrierCode`,
    {
      onRequest,
      schema: {
        operationId: 'removeCarrier',
        summary: 'Staff: removes a carrier; 409 RATE_SETTING_IN_USE while published tariffs name it.' + audited,
        tags,
        security: bearerAuth,
        params: carrierParamsSchema,
        response: { 204: z.null(), ...removeCarrierErrors },
      },
    },
    async (request, reply) => {
      await rateSettingsService.removeCarrier(request.params.carrierCode, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  // Port charges ----------------------------------------------------------------------------------------

  app.get(
    `${base}/port-charges`,
    {
      onRequest,
      schema: {
        operationId: 'listPortCharges',
        summary: 'Staff: terminal charges at ports and airports, filtered and paginated, with who changed each last',
        tags,
        security: bearerAuth,
        querystring: portChargeListQuerySchema,
        response: { 200: portChargePageSchema, ...readErrors },
      },
    },
    async (request) => rateSettingsService.listPortCharges(request.query),
  );

  app.post(
    `${base}/port-charges`,
    {
      onRequest,
      bodyLimit,
      schema: {
        operationId: 'addPortCharge',
        summary: 'Staff: adds one of the terminal charges at ports and airports.' + audited,
        tags,
        security: bearerAuth,
        body: portChargeBodySchema,
        response: { 201: z.object({ data: portChargeViewSchema }), ...createErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await rateSettingsService.addPortCharge(request.body, actorOf(request)) }),
  );

  app.put(
    `${base}/port-charges/:id`,
    {
      onRequest,
      bodyLimit,
      schema: {
        operationId: 'updatePortCharge',
        summary: 'Staff: edits one of the terminal charges at ports and airports (every field).' + audited,
        tags,
        security: bearerAuth,
        params: rateSettingIdParamsSchema,
        body: portChargeBodySchema,
        response: { 200: z.object({ data: portChargeViewSchema }), ...changeErrors },
      },
    },
    async (request) => ({
      data: await rateSettingsService.updatePortCharge(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    `${base}/port-charges/:id`,
    {
      onRequest,
      schema: {
        operationId: 'removePortCharge',
        summary: 'Staff: removes one of the terminal charges at ports and airports.' + audited,
        tags,
        security: bearerAuth,
        params: rateSettingIdParamsSchema,
        response: { 204: z.null(), ...removeErrors },
      },
    },
    async (request, reply) => {
      await rateSettingsService.removePortCharge(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  // Additional-service prices ---------------------------------------------------------------------------

  app.get(
    `${base}/additional-services`,
    {
      onRequest,
      schema: {
        operationId: 'listAdditionalServicePrices',
        summary: 'Staff: additional-service prices, filtered and paginated, with who changed each last',
        tags,
        security: bearerAuth,
        querystring: additionalServicePriceListQuerySchema,
        response: { 200: additionalServicePricePageSchema, ...readErrors },
      },
    },
    async (request) => rateSettingsService.listAdditionalServicePrices(request.query),
  );

  app.post(
    `${base}/additional-services`,
    {
      onRequest,
      bodyLimit,
      schema: {
        operationId: 'addAdditionalServicePrice',
        summary: 'Staff: adds one of the additional-service prices.' + audited,
        tags,
        security: bearerAuth,
        body: additionalServicePriceBodySchema,
        response: { 201: z.object({ data: additionalServicePriceViewSchema }), ...createErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await rateSettingsService.addAdditionalServicePrice(request.body, actorOf(request)) }),
  );

  app.put(
    `${base}/additional-services/:id`,
    {
      onRequest,
      bodyLimit,
      schema: {
        operationId: 'updateAdditionalServicePrice',
        summary: 'Staff: edits one of the additional-service prices (every field).' + audited,
        tags,
        security: bearerAuth,
        params: rateSettingIdParamsSchema,
        body: additionalServicePriceBodySchema,
        response: { 200: z.object({ data: additionalServicePriceViewSchema }), ...changeErrors },
      },
    },
    async (request) => ({
      data: await rateSettingsService.updateAdditionalServicePrice(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    `${base}/additional-services/:id`,
    {
      onRequest,
      schema: {
        operationId: 'removeAdditionalServicePrice',
        summary: 'Staff: removes one of the additional-service prices.' + audited,
        tags,
        security: bearerAuth,
        params: rateSettingIdParamsSchema,
        response: { 204: z.null(), ...removeErrors },
      },
    },
    async (request, reply) => {
      await rateSettingsService.removeAdditionalServicePrice(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
