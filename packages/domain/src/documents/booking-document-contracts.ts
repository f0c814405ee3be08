import { z } from 'zod';
import { bookingDocumentSchema } from '../bookings/booking-contracts';
import { uploadedDocumentTypes } from '../bookings/booking-documents';

/**
 * The contracts of the booking documents calls (docs/product/booking.md#documents, ADR 066):
 * upload (multipart: `type`, then `file`), list, download, and the system-generated PDFs.
 */
export const bookingDocumentsParamsSchema = z.object({ bookingUuid: z.uuid() });
export const bookingDocumentParamsSchema = z.object({ bookingUuid: z.uuid(), documentId: z.uuid() });

/** The `type` field of an upload: required, one of the uploaded types (422 DOCUMENT_TYPE_REQUIRED otherwise). */
export const uploadedDocumentTypeSchema = z.enum(uploadedDocumentTypes);

/** `?lang=` of a system-generated PDF: another language than the booking's (staff reading a customer's). */
export const systemDocumentQuerySchema = z.object({ lang: z.enum(['en', 'es', 'pt', 'ar']).optional() });

/** A document of the booking, as listed: the details call's document plus who uploaded it. */
export const bookingDocumentListItemSchema = bookingDocumentSchema.extend({
  /** The uploader's name as it was then; null for a system-generated document. */
  uploadedBy: z.string().nullable(),
});
export type BookingDocumentListItem = z.infer<typeof bookingDocumentListItemSchema>;

export const bookingDocumentsResponseSchema = z
  .object({ data: z.array(bookingDocumentListItemSchema) })
  .describe("A booking's documents: the system-generated ones first, then the uploads, newest first");
export const bookingDocumentUploadedResponseSchema = z
  .object({ data: bookingDocumentListItemSchema })
  .describe('The stored document');
