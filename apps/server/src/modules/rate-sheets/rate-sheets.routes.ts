import fastifyMultipart from '@fastify/multipart';
import {
  rateSheetDiffResponseSchema,
  rateSheetKindParamsSchema,
  rateSheetLanguageQuerySchema,
  rateSheetProblemsResponseSchema,
  rateSheetTemplateQuerySchema,
  rateSheetUploadQuerySchema,
  rateSheetVersionParamsSchema,
  rateSheetVersionResponseSchema,
  rateSheetVersionsResponseSchema,
  tariffRowParamsSchema,
  tariffRowResponseSchema,
} from '@freightdesk/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { sessionOf } from '../../http/auth.plugin';
import { AppError } from '../../errors/app-error';
import type { BrandsService } from '../brands/brands.service';
import { attachmentHeader } from '../documents/documents.routes';
import { problemsCsv, templateCsv, templateXlsx } from './rate-sheet-files';
import { formatOfFileName } from './rate-sheet-reader';
import type { RateSheetsService } from './rate-sheets.service';

export interface RateSheetsRoutesOptions {
  rateSheetsService: RateSheetsService;
  brandsService: Pick<BrandsService, 'configurationForHost'>;
}

/** The largest rate sheet accepted: a million FCL rows as CSV is ~150 MB, as XLSX ~60 MB. */
export const maxRateSheetBytes = 512 * 1024 * 1024;

const fileResponse = z.any().describe('The file (Content-Disposition: attachment)');
const accessErrors = ['ACCESS_FORBIDDEN', 'FEATURE_DISABLED', ...sessionErrorCodes] as const;
const tags = ['rate management'];

/**
 * Rate management's rate sheets (docs/decisions/079-rate-sheets.md): staff with the `rateManagement` permission
 * (ADR 072), on a brand whose `rateManagement` flag is on, upload sheets, follow their check, read the problems and
 * the diff, publish or restore a version, and read one tariff row.
 */
export const rateSheetsRoutes: FastifyPluginAsyncZod<RateSheetsRoutesOptions> = async (
  app,
  { rateSheetsService, brandsService },
) => {
  await app.register(fastifyMultipart);
  const brandAllows = async (request: FastifyRequest) => {
    const brand = await brandsService.configurationForHost(request.hostname);
    if (!brand.featureFlags.rateManagement) throw new AppError('FEATURE_DISABLED');
  };
  const onRequest = [app.requireStaffTo('rateManagement'), brandAllows];
  const staffName = (request: FastifyRequest) => sessionOf(request).claims.email;

  app.get(
    '/api/v2/rate-sheets/templates/:kind',
    {
      onRequest,
      schema: {
        operationId: 'downloadRateSheetTemplate',
        summary: "A kind's rate sheet template (its columns and an example row), as CSV or XLSX",
        tags,
        security: bearerAuth,
        params: rateSheetKindParamsSchema,
        querystring: rateSheetTemplateQuerySchema,
        response: { 200: fileResponse, ...errorResponses('INVALID_PAYLOAD', ...accessErrors) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      if (request.query.format === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', attachmentHeader(`${kind}-template.xlsx`))
          .send(await templateXlsx(kind));
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`${kind}-template.csv`))
        .send(templateCsv(kind));
    },
  );

  app.post(
    '/api/v2/rate-sheets/:kind/versions',
    {
      onRequest,
      schema: {
        operationId: 'uploadRateSheet',
        summary: 'Uploads a rate sheet (multipart `file`, CSV or XLSX): a new version, checked by a job',
        description:
          'Answers 202 at once with the queued version; its check runs on the server (poll the version). ' +
          'Nothing reaches quotes until the version is published. 422 UNSUPPORTED_FILE_TYPE for another file type, ' +
          '413 FILE_TOO_LARGE over 512 MB.',
        tags,
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        params: rateSheetKindParamsSchema,
        querystring: rateSheetUploadQuerySchema,
        response: {
          202: rateSheetVersionResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'UNSUPPORTED_FILE_TYPE', 'FILE_TOO_LARGE', ...accessErrors),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('INVALID_PAYLOAD', { fieldErrors: { file: ['errors.invalidPayload'] } });
      const session = sessionOf(request);
      let file;
      try {
        file = await request.file({ limits: { fileSize: maxRateSheetBytes, files: 1, fields: 2, parts: 3 } });
      } catch (error) {
        throw new AppError('INVALID_PAYLOAD', { cause: error, fieldErrors: { file: ['errors.invalidPayload'] } });
      }
      if (!file) throw new AppError('INVALID_PAYLOAD', { fieldErrors: { file: ['errors.invalidPayload'] } });
      const format = formatOfFileName(file.filename);
      if (!format) {
        file.file.resume();
        throw new AppError('UNSUPPORTED_FILE_TYPE', { fieldErrors: { file: ['errors.unsupportedFileType'] } });
      }
      try {
        const version = await rateSheetsService.upload({
          kind: request.params.kind,
          fileName: file.filename,
          format,
          file: file.file,
          effectiveDate: request.query.effectiveDate,
          brandId: session.brandId,
          uploadedBy: staffName(request),
        });
        return reply.code(202).send({ data: version });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated)
          throw new AppError('FILE_TOO_LARGE', { cause: error });
        throw error;
      }
    },
  );

  app.get(
    '/api/v2/rate-sheets/:kind/versions',
    {
      onRequest,
      schema: {
        operationId: 'listRateSheetVersions',
        summary: "A kind's rate sheet versions, newest first (the published one has isCurrent)",
        tags,
        security: bearerAuth,
        params: rateSheetKindParamsSchema,
        response: { 200: rateSheetVersionsResponseSchema, ...errorResponses('INVALID_PAYLOAD', ...accessErrors) },
      },
    },
    async (request) => ({ data: await rateSheetsService.list(request.params.kind) }),
  );

  app.get(
    '/api/v2/rate-sheets/versions/:versionId',
    {
      onRequest,
      schema: {
        operationId: 'getRateSheetVersion',
        summary: 'One version with its check progress (bytes and rows read, rows checked, problems so far)',
        tags,
        security: bearerAuth,
        params: rateSheetVersionParamsSchema,
        response: {
          200: rateSheetVersionResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'RATE_SHEET_NOT_FOUND', ...accessErrors),
        },
      },
    },
    async (request) => ({ data: await rateSheetsService.get(request.params.versionId) }),
  );

  app.get(
    '/api/v2/rate-sheets/versions/:versionId/problems',
    {
      onRequest,
      schema: {
        operationId: 'getRateSheetProblems',
        summary: "A version's problems: row, column, reason (a key of the web's rateManagement.reasons) and value",
        tags,
        security: bearerAuth,
        params: rateSheetVersionParamsSchema,
        response: {
          200: rateSheetProblemsResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'RATE_SHEET_NOT_FOUND', ...accessErrors),
        },
      },
    },
    async (request) => ({ data: await rateSheetsService.problems(request.params.versionId) }),
  );

  app.get(
    '/api/v2/rate-sheets/versions/:versionId/problems.csv',
    {
      onRequest,
      schema: {
        operationId: 'downloadRateSheetProblems',
        summary: "A version's problems as CSV, the reasons in `lang` (else the staff member's language)",
        tags,
        security: bearerAuth,
        params: rateSheetVersionParamsSchema,
        querystring: rateSheetLanguageQuerySchema,
        response: { 200: fileResponse, ...errorResponses('INVALID_PAYLOAD', 'RATE_SHEET_NOT_FOUND', ...accessErrors) },
      },
    },
    async (request, reply) => {
      const version = await rateSheetsService.get(request.params.versionId);
      const { problems } = await rateSheetsService.problems(request.params.versionId);
      const language = request.query.lang ?? sessionOf(request).claims.preferred_language;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`${version.kind}-v${version.number}-problems.csv`))
        .send(problemsCsv(problems, language));
    },
  );

  app.get(
    '/api/v2/rate-sheets/versions/:versionId/diff',
    {
      onRequest,
      schema: {
        operationId: 'getRateSheetDiff',
        summary: 'The version against the published one: lanes added, removed, up and down (by how much)',
        tags,
        security: bearerAuth,
        params: rateSheetVersionParamsSchema,
        response: {
          200: rateSheetDiffResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'RATE_SHEET_NOT_FOUND', ...accessErrors),
        },
      },
    },
    async (request) => ({ data: await rateSheetsService.diff(request.params.versionId) }),
  );

  app.post(
    '/api/v2/rate-sheets/versions/:versionId/publish',
    {
      onRequest,
      schema: {
        operationId: 'publishRateSheetVersion',
        summary: 'Publishes a checked version, or restores an earlier one: quotes price from it within seconds',
        description:
          "Answers 202 with the version `publishing`; a job replaces the kind's tariffs in one transaction (the " +
          'demo rows of that kind too). 409 RATE_SHEET_NOT_PUBLISHABLE unless the version is ready or superseded.',
        tags,
        security: bearerAuth,
        params: rateSheetVersionParamsSchema,
        response: {
          202: rateSheetVersionResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'RATE_SHEET_NOT_FOUND', 'RATE_SHEET_NOT_PUBLISHABLE', ...accessErrors),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ data: await rateSheetsService.requestPublish(request.params.versionId, staffName(request)) }),
  );

  app.get(
    '/api/v2/rate-sheets/tariffs/:kind/:tariffId',
    {
      onRequest,
      schema: {
        operationId: 'getTariffRow',
        summary: 'One tariff row the rate engine prices from, with the version it came from',
        tags,
        security: bearerAuth,
        params: tariffRowParamsSchema,
        response: {
          200: tariffRowResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'RATE_SHEET_NOT_FOUND', ...accessErrors),
        },
      },
    },
    async (request) => ({
      data: await rateSheetsService.tariffRow(request.params.kind, request.params.tariffId),
    }),
  );
};
