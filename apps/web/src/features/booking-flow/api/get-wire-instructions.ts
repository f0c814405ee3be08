import { downloadFile } from '@/lib/download-file';

export const wireInstructionsPath = (bookingUuid: string) =>
  `/api/v2/bookings/${encodeURIComponent(bookingUuid)}/documents/wire-instructions.pdf`;

/**
 * `GET /api/v2/bookings/{bookingUuid}/documents/wire-instructions.pdf`: the wire instructions as a PDF, downloaded
 * under `fileName` (the call needs the customer's token).
 */
export const downloadWireInstructions = (bookingUuid: string, fileName: string): Promise<void> =>
  downloadFile(wireInstructionsPath(bookingUuid), fileName);
