import { toApiError, ApiError, buildRequestHeaders } from '@/lib/api-client';
import { errorCodeForResponse } from '@freightdesk/domain';

/**
 * Downloads a file the API makes (a booking document, PDF or receipt; a rate's price): the call needs the
 * session's token, which a plain link cannot send, so the file is fetched and handed to the browser under its name
 * (docs/product/booking.md#documents).
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const { 'content-type': _json, ...headers } = buildRequestHeaders();
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'omit' });
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
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
