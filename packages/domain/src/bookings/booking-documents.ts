/** Booking documents (docs/product/booking.md#documents): the types a customer uploads, and the system's. */
export const uploadedDocumentTypes = ['CommercialInvoice', 'PackingList', 'Others'] as const;
export type UploadedDocumentType = (typeof uploadedDocumentTypes)[number];

/** Documents the server makes itself (PDF, in the customer's language). */
export const systemDocumentTypes = ['BookingConfirmation', 'WireInstructions', 'PaymentReceipt'] as const;
export type SystemDocumentType = (typeof systemDocumentTypes)[number];

export type BookingDocumentType = UploadedDocumentType | SystemDocumentType;

/** The default upload limit when a brand sets none (brand configuration `documents.maxUploadMb`). */
export const defaultMaxUploadMb = 20;

export function bytesOfMegabytes(megabytes: number): number {
  return Math.round(megabytes * 1024 * 1024);
}

/** Whether a file of this size may be uploaded ('File size larger than {size} MB' otherwise). */
export function isWithinUploadLimit(sizeBytes: number, maxUploadMb: number): boolean {
  return sizeBytes <= bytesOfMegabytes(maxUploadMb);
}
