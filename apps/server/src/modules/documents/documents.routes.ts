import fastifyMultipart from '@fastify/multipart';
import {
  bookingDocumentParamsSchema,
  bookingDocumentsParamsSchema,
  bookingDocumentsResponseSchema,
  bookingDocumentUploadedResponseSchema,
  systemDocumentQuerySchema,
} from '@freightdesk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { AppError } from '../../errors/app-error';
import type { DocumentsService, UploadPart } from './documents.service';

export interface DocumentsRoutesOptions {
  documentsService: DocumentsService;
}

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266 / 8187). */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The multipart parts of the request, with the file size limit given (the busboy reader enforces it). */
function partsOf(request: FastifyRequest, maxFileBytes: number): AsyncIterable<UploadPart> {
  if (!request.isMultipart())
    throw new AppError('INVALID_PAYLOAD', { fieldErrors: { file: ['errors.invalidPayload'] } });
  const parts = request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 4, parts: 6, fieldSize: 256 } });
  return (async function* () {
    for await (const part of parts) {
      yield part.type === 'file'
        ? { kind: 'file' as const, name: part.fieldname, fileName: part.filename, stream: part.file }
        : { kind: 'field' as const, name: part.fieldname, value: part.value };
    }
  })();
}

function sendPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  return reply.type('application/pdf').header('content-disposition', attachmentHeader(fileName)).send(pdf);
}

const fileResponse = z.any().describe('The file (Content-Disposition: attachment)');
const accessErrors = ['BOOKING_NOT_FOUND', 'ACCESS_FORBIDDEN', ...sessionErrorCodes] as const;

/**
 * A booking's documents (docs/product/booking.md#documents, docs/decisions/066-booking-documents.md): the
 * booking's customer and staff upload, list and download; others get 403, unknown bookings 422.
 */
export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = async (app, { documentsService }) => {
  // Only these routes read multipart bodies (registered inside this plugin).
  await app.register(fastifyMultipart);

  app.post(
    '/api/v2/bookings/:bookingUuid/documents',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'uploadBookingDocument',
        summary: 'Uploads a document to a booking (multipart: `type`, then `file`)',
        description:
          'type: CommercialInvoice, PackingList or Others (422 DOCUMENT_TYPE_REQUIRED otherwise). ' +
          "file: at most the brand's `documents.maxUploadMb` (413 FILE_TOO_LARGE); its bytes must be a PDF, JPEG, " +
          'PNG, WebP, DOCX, XLSX, CSV or text file, whatever its name (422 UNSUPPORTED_FILE_TYPE). ' +
          'Nothing is stored when the upload is refused.',
        tags: ['bookings'],
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        params: bookingDocumentsParamsSchema,
        response: {
          201: bookingDocumentUploadedResponseSchema,
          ...errorResponses(
            'INVALID_PAYLOAD',
            'DOCUMENT_TYPE_REQUIRED',
            'UNSUPPORTED_FILE_TYPE',
            'FILE_TOO_LARGE',
            ...accessErrors,
          ),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await documentsService.upload(
          request.params.bookingUuid,
          (maxFileBytes) => partsOf(request, maxFileBytes),
          viewerOf(request),
        ),
      }),
  );

  app.get(
    '/api/v2/bookings/:bookingUuid/documents',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'listBookingDocuments',
        summary: "Lists a booking's documents: the system-generated PDFs, then the uploads (newest first)",
        tags: ['bookings'],
        security: bearerAuth,
        params: bookingDocumentsParamsSchema,
        response: { 200: bookingDocumentsResponseSchema, ...errorResponses(...accessErrors) },
      },
    },
    async (request) => ({ data: await documentsService.list(request.params.bookingUuid, viewerOf(request)) }),
  );

  app.get(
    '/api/v2/bookings/:bookingUuid/documents/booking-confirmation.pdf',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'downloadBookingConfirmation',
        summary: "The booking confirmation as a PDF, in the booking's language (or `lang`)",
        tags: ['bookings'],
        security: bearerAuth,
        params: bookingDocumentsParamsSchema,
        querystring: systemDocumentQuerySchema,
        response: { 200: fileResponse, ...errorResponses('INVALID_PAYLOAD', ...accessErrors) },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await documentsService.bookingConfirmation(request.params.bookingUuid, viewerOf(request), request.query.lang),
      ),
  );

  app.get(
    '/api/v2/bookings/:bookingUuid/documents/wire-instructions.pdf',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'downloadWireInstructions',
        summary: "The wire-transfer instructions of a booking paid by wire, as a PDF in the booking's language",
        description: '422 DOCUMENT_NOT_FOUND when the booking is not paid by wire transfer.',
        tags: ['bookings'],
        security: bearerAuth,
        params: bookingDocumentsParamsSchema,
        querystring: systemDocumentQuerySchema,
        response: { 200: fileResponse, ...errorResponses('INVALID_PAYLOAD', 'DOCUMENT_NOT_FOUND', ...accessErrors) },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await documentsService.wireInstructions(request.params.bookingUuid, viewerOf(request), request.query.lang),
      ),
  );

  app.get(
    '/api/v2/bookings/:bookingUuid/documents/:documentId',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'downloadBookingDocument',
        summary: 'Downloads an uploaded document (the bytes as uploaded, with the type they were found to be)',
        tags: ['bookings'],
        security: bearerAuth,
        params: bookingDocumentParamsSchema,
        response: {
          200: fileResponse,
          ...errorResponses('INVALID_PAYLOAD', 'DOCUMENT_NOT_FOUND', 'PRODUCT_SERVICE_NOT_AVAILABLE', ...accessErrors),
        },
      },
    },
    async (request, reply) => {
      const file = await documentsService.download(
        request.params.bookingUuid,
        request.params.documentId,
        viewerOf(request),
      );
      return reply
        .type(file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
