import type { CustomQuoteRequestBody, CustomQuoteRequestCreated, CustomQuoteRequestKind } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The call of each kind: a custom air quote (no instant air rate) or a custom quote (no results, any mode). */
export const customQuoteRequestPaths: Record<CustomQuoteRequestKind, string> = {
  CUSTOM_AIR_QUOTE: '/api/v2/custom-requests/air-quote',
  CUSTOM_QUOTE: '/api/v2/custom-requests/quote',
};

/**
 * `POST /api/v2/custom-requests/air-quote` or `/quote`: answers with the date the quote is promised by (2 working
 * days on).
 */
export async function requestCustomQuote(
  kind: CustomQuoteRequestKind,
  body: CustomQuoteRequestBody,
): Promise<CustomQuoteRequestCreated> {
  const answer = await apiClient.post<{ data: CustomQuoteRequestCreated }>(customQuoteRequestPaths[kind], body);
  return answer.data;
}

export function useRequestCustomQuoteMutation(kind: CustomQuoteRequestKind) {
  return useMutation({ mutationFn: (body: CustomQuoteRequestBody) => requestCustomQuote(kind, body) });
}
