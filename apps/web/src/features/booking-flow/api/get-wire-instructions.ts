import { errorCodeForResponse } from '@freightdesk/domain';
import { ApiError, buildRequestHeaders, toApiError } from '@/lib/api-client';

export const wireInstructionsPath = (bookingUuid: string) =>
  `/api/v2/bookings/${encodeURIComponent(bookingUuid)}/documents/wire-instructions.pdf`;

/**
 * `GET /api/v2/bookings/{bookingUuid}/documents/wire-instructions.pdf`: the wire instructions as a PDF. The call needs
 * the customer's token, so the file is fetched and handed to the browser as a download.
 */
export async function downloadWireInstructions(bookingUuid: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(wireInstructionsPath(bookingUuid), { headers: buildRequestHeaders(), credentials: 'omit' });
  } catch (error) {
    throw toApiError(error);
  }
  if (!response.ok)
    throw new ApiError({ code: errorCodeForResponse(response.status, undefined), status: response.status });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
