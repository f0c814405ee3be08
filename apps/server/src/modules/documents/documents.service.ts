import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  acceptedFileOf,
  backendBranches,
  bankDetailsForBranch,
  paymentPriceOf,
  type BackendBranch,
  bookingServiceTypes,
  bytesOfMegabytes,
  chargeLineName,
  formatShipmentId,
  fullNameOf,
  isLanguage,
  sniffSampleBytes,
  uploadedDocumentTypeSchema,
  type BookingDocumentListItem,
  type BrandConfiguration,
  type Currency,
  type Language,
  type Money,
  type UploadedDocumentType,
} from '@freightdesk/domain';
import type { Placeholder } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Viewer } from '../../http/auth.plugin';
import { AppError } from '../../errors/app-error';
import { renderBookingConfirmationPdf } from '../../pdf/booking-confirmation-pdf';
import { pdfBrandOf } from '../../pdf/brand-for-pdf';
import { renderWireInstructionsPdf, type WireBankDetails } from '../../pdf/wire-instructions-pdf';
import { pdfTranslator } from '../../pdf/pdf-texts';
import { StoredFileMissingError, type FileStorage } from '../../storage/file-storage';
import type { BrandsService } from '../brands/brands.service';
import type { BookingDocumentRow } from '../../db/schema';
import { peekStream } from './peek-stream';
import type { Database } from '../../db/database';
import { createDocumentsRepository, type BookingForDocuments } from './documents.repository';

/** What the wire-transfer instructions of a booking say beyond the booking: the payments module's part. */
export interface WireInstructionsFacts {
  bank: WireBankDetails;
  amountDue: Money;
  transactionFee: Money | null;
  paymentReference: string;
}

export interface DocumentsServiceOptions {
  db: Database;
  storage: FileStorage;
  brandsService: Pick<BrandsService, 'brandForId'>;
  /** Brand id → its assets folder (the logo on the PDFs). */
  brandAssetsDirs: ReadonlyMap<string, string>;
  /**
   * The bank account and amount of a wire-paid booking; null when the brand has no account for it. By default:
   * the brand's account for the customer's branch and the booking's total with the brand's wire fee (ADR 065).
   */
  wireInstructionsFor?: (
    booking: BookingForDocuments,
    brand: BrandConfiguration,
  ) => Promise<WireInstructionsFacts | null>;
  now: () => number;
}

/** The brand's bank account for the customer's branch; the booking's total plus the brand's wire fee (ADR 065). */
async function wireFactsFromBrand(
  booking: BookingForDocuments,
  brand: BrandConfiguration,
): Promise<WireInstructionsFacts | null> {
  const branch = (backendBranches as readonly string[]).includes(booking.customer.backendBranch)
    ? (booking.customer.backendBranch as BackendBranch)
    : 'US';
  const bank = bankDetailsForBranch(brand.payments, branch);
  if (!bank) return null;
  const price = paymentPriceOf(
    { amountMinor: booking.totalMinor, currency: booking.currency as Currency },
    brand.payments.fees.wire,
  );
  return { bank, amountDue: price.total, transactionFee: price.fee, paymentReference: booking.uuid };
}

/** One part of an upload as the route reads it (multipart, in the order sent). */
export type UploadPart =
  { kind: 'field'; name: string; value: unknown } | { kind: 'file'; name: string; fileName: string; stream: Readable };

export interface PdfAnswer {
  fileName: string;
  pdf: Buffer;
}

export interface DownloadAnswer {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  stream: Readable;
}

interface SystemDocument {
  path: string;
  type: 'BookingConfirmation' | 'WireInstructions';
  textKey: string;
}

const systemDocuments: Record<'bookingConfirmation' | 'wireInstructions', SystemDocument> = {
  bookingConfirmation: {
    path: 'booking-confirmation.pdf',
    type: 'BookingConfirmation',
    textKey: 'bookings.documentType.BookingConfirmation',
  },
  wireInstructions: {
    path: 'wire-instructions.pdf',
    type: 'WireInstructions',
    textKey: 'bookings.documentType.WireInstructions',
  },
};

/** A file name as stored and offered back: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string, extension: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 200);
  return base === '' ? `document.${extension}` : base;
}

function isMultipartTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Booking documents (docs/product/booking.md#documents, docs/decisions/066-booking-documents.md): uploads
 * streamed to the file storage after their first bytes are checked, the list, downloads, and the
 * system-generated PDFs. Only the booking's customer and staff reach a booking's documents.
 */
export function createDocumentsService(options: DocumentsServiceOptions) {
  const { db, storage, brandsService, brandAssetsDirs, wireInstructionsFor = wireFactsFromBrand, now } = options;
  const repository = createDocumentsRepository(db);

  /** The booking, if the viewer may see it: 422 BOOKING_NOT_FOUND, 403 for another customer's (or brand's). */
  async function bookingFor(bookingUuid: string, viewer: Viewer): Promise<BookingForDocuments> {
    const booking = await repository.findBooking(bookingUuid);
    if (!booking) throw new AppError('BOOKING_NOT_FOUND');
    const session = viewer.session!;
    // Another brand's booking is someone else's, as the bookings module answers it (ADR 074): 403.
    const mayRead = viewer.isStaff ? booking.brandId === session.brandId : booking.customerId === session.customerId;
    if (!mayRead) throw new AppError('ACCESS_FORBIDDEN');
    return booking;
  }

  /** The booking's brand, from the brands service's cache (read by every details call: its upload limit, bank). */
  async function brandOf(booking: BookingForDocuments): Promise<BrandConfiguration> {
    const brand = (await brandsService.brandForId(booking.brandId))?.configuration;
    if (!brand) throw new AppError('PRODUCT_SERVICE_NOT_AVAILABLE');
    return brand;
  }

  function uploadedItem(row: BookingDocumentRow): BookingDocumentListItem {
    return {
      id: row.id,
      type: row.type as UploadedDocumentType,
      fileName: row.fileName,
      sizeBytes: row.sizeBytes,
      contentType: row.contentType,
      uploadedAt: row.uploadedAt.toISOString(),
      uploadedBy: row.uploadedByName,
      systemGenerated: false,
      downloadPath: `/api/v2/bookings/${row.bookingUuid}/documents/${row.id}`,
    };
  }

  function languageOf(booking: BookingForDocuments, requested: Language | undefined): Language {
    return requested ?? (isLanguage(booking.language) ? booking.language : 'en');
  }

  async function wireFacts(booking: BookingForDocuments): Promise<WireInstructionsFacts | null> {
    if (booking.paymentMode !== 'wire') return null;
    return wireInstructionsFor(booking, await brandOf(booking));
  }

  const serviceTypeText = (serviceType: string, language: Language) =>
    (bookingServiceTypes as readonly string[]).includes(serviceType)
      ? pdfTranslator(language)(`bookings.serviceType.${serviceType}`)
      : null;
  const placeOf = (place: { name: string; countryIsoCode: string }) => `${place.name}, ${place.countryIsoCode}`;
  const money = (amountMinor: number, currency: string): Money => ({ amountMinor, currency: currency as Currency });

  /** The booking's documents: the system-generated PDFs first, then the uploads (`uploads`: newest first). */
  async function documentsOf(
    booking: BookingForDocuments,
    uploads: readonly BookingDocumentRow[],
  ): Promise<BookingDocumentListItem[]> {
    const t = pdfTranslator(languageOf(booking, undefined));
    const system = [systemDocuments.bookingConfirmation];
    if (await wireFacts(booking)) system.push(systemDocuments.wireInstructions);
    const generated: BookingDocumentListItem[] = system.map((document) => ({
      id: document.path,
      type: document.type,
      fileName: `${t(document.textKey)}.pdf`,
      sizeBytes: null,
      contentType: 'application/pdf',
      uploadedAt: null,
      uploadedBy: null,
      systemGenerated: true,
      downloadPath: `/api/v2/bookings/${booking.uuid}/documents/${document.path}`,
    }));
    return [...generated, ...uploads.map(uploadedItem)];
  }

  return {
    /**
     * Stores an upload. Parts come in the order sent: `type` should precede `file` (then a wrong type is
     * refused before any byte is stored); a `type` after the file is still checked, and a refused upload
     * leaves nothing stored. The file's first bytes decide its type; the brand's limit its size.
     */
    async upload(bookingUuid: string, openParts: (maxFileBytes: number) => AsyncIterable<UploadPart>, viewer: Viewer) {
      const booking = await bookingFor(bookingUuid, viewer);
      const brand = await brandOf(booking);
      const maxBytes = bytesOfMegabytes(brand.documents.maxUploadMb);
      const parts = openParts(maxBytes);
      let type: string | undefined;
      let stored: { key: string; sizeBytes: number; sha256: string; fileName: string; contentType: string } | undefined;
      const checkType = () => {
        const parsed = uploadedDocumentTypeSchema.safeParse(type);
        if (!parsed.success) {
          throw new AppError('DOCUMENT_TYPE_REQUIRED', { fieldErrors: { type: ['errors.documentTypeRequired'] } });
        }
        return parsed.data;
      };
      try {
        for await (const part of parts) {
          if (part.kind === 'field') {
            if (part.name === 'type') {
              type = typeof part.value === 'string' ? part.value : undefined;
              checkType();
            }
            continue;
          }
          if (part.name !== 'file' || stored) {
            part.stream.resume();
            throw new AppError('INVALID_PAYLOAD', { fieldErrors: { file: ['errors.invalidPayload'] } });
          }
          if (type !== undefined) checkType();
          const { head, stream } = await peekStream(part.stream, sniffSampleBytes);
          const detected = head.length === 0 ? undefined : await fileTypeFromBuffer(head);
          const accepted = head.length === 0 ? null : acceptedFileOf(detected?.mime, head, part.fileName);
          if (!accepted) {
            stream.destroy();
            throw new AppError('UNSUPPORTED_FILE_TYPE', { fieldErrors: { file: ['errors.unsupportedFileType'] } });
          }
          const file = await storage.put(stream);
          stored = {
            ...file,
            fileName: cleanFileName(part.fileName, accepted.extension),
            contentType: accepted.contentType,
          };
          if (file.sizeBytes > maxBytes) throw new AppError('FILE_TOO_LARGE');
        }
        if (!stored) throw new AppError('INVALID_PAYLOAD', { fieldErrors: { file: ['errors.invalidPayload'] } });
        const documentType = checkType();
        const session = viewer.session!;
        const row = await repository.insertDocument({
          id: randomUUID(),
          bookingUuid: booking.uuid,
          type: documentType,
          fileName: stored.fileName,
          contentType: stored.contentType,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          storageKey: stored.key,
          uploadedById: session.impersonatorId ?? session.customerId,
          uploadedByName: fullNameOf({
            contactName: session.claims.contact_name,
            contactSurname: session.claims.contact_surname,
          }),
          uploadedAt: new Date(now()),
        });
        return uploadedItem(row);
      } catch (error) {
        if (stored) await storage.delete(stored.key);
        if (isMultipartTooLarge(error)) throw new AppError('FILE_TOO_LARGE', { cause: error });
        throw error;
      }
    },

    async list(bookingUuid: string, viewer: Viewer): Promise<BookingDocumentListItem[]> {
      const booking = await bookingFor(bookingUuid, viewer);
      return documentsOf(booking, await repository.listDocuments(booking.uuid));
    },

    /** The bookings module's reader (it has checked who may read the booking): its documents, none if unknown. */
    async listForBooking(bookingUuid: string): Promise<BookingDocumentListItem[]> {
      const found = await repository.findBookingWithDocuments(bookingUuid);
      return found ? documentsOf(found.booking, found.documents) : [];
    },

    /** The same documents read in the bookings module's details statement (ADR 085). */
    inDetails: {
      subquery: (bookingUuid: Placeholder) => repository.bookingWithDocumentsJson(bookingUuid),
      async factsOf(value: unknown): Promise<BookingDocumentListItem[]> {
        const found = repository.bookingWithDocumentsOfJson(value);
        return found ? documentsOf(found.booking, found.documents) : [];
      },
    },

    async download(bookingUuid: string, documentId: string, viewer: Viewer): Promise<DownloadAnswer> {
      const booking = await bookingFor(bookingUuid, viewer);
      const row = await repository.findDocument(booking.uuid, documentId);
      if (!row) throw new AppError('DOCUMENT_NOT_FOUND');
      try {
        const stream = await storage.get(row.storageKey);
        return { fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes, stream };
      } catch (error) {
        // A row without its file (storage lost or not reachable) is a service problem, not the caller's.
        if (error instanceof StoredFileMissingError)
          throw new AppError('PRODUCT_SERVICE_NOT_AVAILABLE', { cause: error });
        throw error;
      }
    },

    async bookingConfirmation(bookingUuid: string, viewer: Viewer, requested?: Language): Promise<PdfAnswer> {
      const booking = await bookingFor(bookingUuid, viewer);
      const language = languageOf(booking, requested);
      const brand = await brandOf(booking);
      const charges = await repository.chargesOf(booking.uuid, booking.chargeRevision);
      const shipmentId = formatShipmentId(booking.shipmentNumber);
      const translate = pdfTranslator(language);
      const pdf = await renderBookingConfirmationPdf(
        {
          bookingUuid: booking.uuid,
          shipmentId,
          customerReference: booking.customerReferenceId,
          bookedAt: booking.createdAt.toISOString(),
          status: booking.status as 'R' | 'P' | 'C' | 'D',
          mode: booking.mode,
          origin: placeOf(booking.origin),
          destination: placeOf(booking.destination),
          commodity: booking.commodity,
          cargoReadyDate: booking.cargoReadyDate,
          validUntil: booking.validUntil,
          serviceType: serviceTypeText(booking.serviceType, language),
          customer: {
            name: fullNameOf(booking.customer),
            company: booking.customer.legalName,
            email: booking.customer.email,
          },
          charges: charges.map((charge) => ({
            description: chargeLineName(charge, translate),
            amount: money(charge.amountMinor, charge.currency),
          })),
          total: money(booking.totalMinor, booking.currency),
          paymentMode: booking.paymentMode as 'card' | 'paypal' | 'wire' | 'credit',
          issuedAt: new Date(now()).toISOString(),
        },
        language,
        await pdfBrandOf(brand, brandAssetsDirs.get(brand.id)),
      );
      return {
        fileName: `${shipmentId}-${translate('bookings.documentType.BookingConfirmation')}.pdf`,
        pdf,
      };
    },

    async wireInstructions(bookingUuid: string, viewer: Viewer, requested?: Language): Promise<PdfAnswer> {
      const booking = await bookingFor(bookingUuid, viewer);
      const facts = await wireFacts(booking);
      if (!facts) throw new AppError('DOCUMENT_NOT_FOUND');
      const language = languageOf(booking, requested);
      const brand = await brandOf(booking);
      const shipmentId = formatShipmentId(booking.shipmentNumber);
      const pdf = await renderWireInstructionsPdf(
        {
          bookingUuid: booking.uuid,
          shipmentId,
          customer: { name: fullNameOf(booking.customer), company: booking.customer.legalName },
          ...facts,
          issuedAt: new Date(now()).toISOString(),
        },
        language,
        await pdfBrandOf(brand, brandAssetsDirs.get(brand.id)),
      );
      return {
        fileName: `${shipmentId}-${pdfTranslator(language)('bookings.documentType.WireInstructions')}.pdf`,
        pdf,
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
