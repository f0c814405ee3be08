import type { QuoteSharedResponse, ShareQuoteRequestBody } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const shareQuotePath = (quoteId: string) => `/api/v2/quotes/${encodeURIComponent(quoteId)}/shares`;

/** Shares the quote: each recipient is e-mailed a link (docs/decisions/059-quote-sharing.md). */
export async function shareQuote({
  quoteId,
  body,
}: {
  quoteId: string;
  body: ShareQuoteRequestBody;
}): Promise<QuoteSharedResponse['data']> {
  const answer = await apiClient.post<QuoteSharedResponse>(shareQuotePath(quoteId), body);
  return answer.data;
}

export function useShareQuoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareQuote,
    // My quotes lists of whoever reads them next show the share.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
