import {
  errorCodeForResponse,
  type RateSheetDiff,
  type RateSheetKind,
  type RateSheetVersion,
  type tariffRowResponseSchema,
} from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiClient, buildRequestHeaders } from '@/lib/api-client';

/** The rate-sheet calls of rate management (docs/decisions/079-rate-sheets.md). */
const base = '/api/v2/rate-sheets';
export const versionPath = (versionId: string) => `${base}/versions/${encodeURIComponent(versionId)}`;

export interface RateSheetProblems {
  problems: { row: number; column: string | null; reason: string; value: string | null }[];
  total: number;
  kept: number;
}
export type TariffRow = z.infer<typeof tariffRowResponseSchema>['data'];

/** A version is still moving while it is queued, checked or published: the page reads it again every second. */
export const isMoving = (version: RateSheetVersion | undefined) =>
  version !== undefined && ['queued', 'checking', 'publishing'].includes(version.status);

export const versionsQueryOptions = (kind: RateSheetKind) =>
  queryOptions({
    queryKey: ['rate-sheets', 'versions', kind],
    queryFn: async () => (await apiClient.get<{ data: RateSheetVersion[] }>(`${base}/${kind}/versions`)).data,
    refetchInterval: (query) => (query.state.data?.some(isMoving) ? 1_000 : false),
  });

export const versionQueryOptions = (versionId: string) =>
  queryOptions({
    queryKey: ['rate-sheets', 'version', versionId],
    queryFn: async () => (await apiClient.get<{ data: RateSheetVersion }>(versionPath(versionId))).data,
    refetchInterval: (query) => (isMoving(query.state.data) ? 1_000 : false),
    meta: { showsItsOwnError: true },
  });

export const problemsQueryOptions = (versionId: string) =>
  queryOptions({
    queryKey: ['rate-sheets', 'problems', versionId],
    queryFn: async () => (await apiClient.get<{ data: RateSheetProblems }>(`${versionPath(versionId)}/problems`)).data,
  });

export const diffQueryOptions = (versionId: string, publishedVersionId: string | null) =>
  queryOptions({
    queryKey: ['rate-sheets', 'diff', versionId, publishedVersionId],
    queryFn: async () => (await apiClient.get<{ data: RateSheetDiff }>(`${versionPath(versionId)}/diff`)).data,
  });

export const tariffRowQueryOptions = (kind: string, tariffId: string) =>
  queryOptions({
    queryKey: ['rate-sheets', 'tariff', kind, tariffId],
    queryFn: async () =>
      (
        await apiClient.get<{ data: TariffRow }>(
          `${base}/tariffs/${encodeURIComponent(kind)}/${encodeURIComponent(tariffId)}`,
        )
      ).data,
    meta: { showsItsOwnError: true },
    retry: false,
  });

export const publishVersion = async (versionId: string) =>
  (await apiClient.post<{ data: RateSheetVersion }>(`${versionPath(versionId)}/publish`)).data;

export const templatePath = (kind: RateSheetKind, format: 'csv' | 'xlsx') =>
  `${base}/templates/${kind}?format=${format}`;
export const problemsReportPath = (versionId: string, language: string) =>
  `${versionPath(versionId)}/problems.csv?lang=${language}`;

/**
 * Uploads a sheet (multipart `file`) with XMLHttpRequest: fetch cannot tell how much of a request body has gone, and
 * the page shows the upload's progress (0–100) before the check's.
 */
export function uploadRateSheet({
  kind,
  file,
  effectiveDate,
  onProgress,
}: {
  kind: RateSheetKind;
  file: File;
  effectiveDate: string;
  onProgress: (percent: number) => void;
}): Promise<RateSheetVersion> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = effectiveDate === '' ? '' : `?effectiveDate=${encodeURIComponent(effectiveDate)}`;
    request.open('POST', `${base}/${kind}/versions${query}`);
    const { 'content-type': _json, ...headers } = buildRequestHeaders();
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: { data?: RateSheetVersion; message?: unknown } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // Not JSON: the code comes from the status.
      }
      if (request.status >= 200 && request.status < 300 && body.data) resolve(body.data);
      else reject(new ApiError({ code: errorCodeForResponse(request.status, body.message), status: request.status }));
    });
    request.addEventListener('error', () => reject(new ApiError({ code: 'UNKNOWN_ERROR' })));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** Templates and reports are files the session's token guards: the one download helper fetches them. */
export { downloadFile } from '@/lib/download-file';
