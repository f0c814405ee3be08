import { errorCodeForResponse, type UploadedDocumentType } from '@freightdesk/domain';
import { ApiError, buildRequestHeaders } from '@/lib/api-client';
import { bookingPath } from './use-booking-mutation';

/**
 * `POST /api/v2/bookings/{bookingUuid}/documents`, multipart fields `type` and `file`. Sent with XMLHttpRequest:
 * fetch cannot tell how much of a request body has gone, and the page shows a progress bar (ADR 070).
 * `onProgress` gets 0–100; a failure rejects with an ApiError of the catalogue's code.
 */
export function uploadDocument({
  bookingUuid,
  type,
  file,
  onProgress,
  signal,
}: {
  bookingUuid: string;
  type: UploadedDocumentType;
  file: File;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${bookingPath(bookingUuid)}/documents`);
    // The browser sets the multipart content type (with its boundary) itself.
    const { 'content-type': _json, ...headers } = buildRequestHeaders();
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      reject(new ApiError({ code: errorCodeForResponse(request.status, messageOf(request)), status: request.status }));
    });
    request.addEventListener('error', () => reject(new ApiError({ code: 'UNKNOWN_ERROR' })));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('type', type);
    form.append('file', file, file.name);
    request.send(form);
  });
}

function messageOf(request: XMLHttpRequest): unknown {
  try {
    const body = JSON.parse(request.responseText) as { message?: unknown };
    return body.message;
  } catch {
    return undefined;
  }
}
