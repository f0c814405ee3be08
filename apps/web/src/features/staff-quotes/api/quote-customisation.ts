import type {
  QuoteCustomisation,
  QuoteSharedResponse,
  SaveQuoteCustomisationRequest,
  ShareQuoteRequestBody,
} from '@freightdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

// The staff calls on a quote (docs/decisions/081-staff-quote-tools.md).

const customisationPath = (quoteId: string) => `/api/v2/staff/quotes/${encodeURIComponent(quoteId)}/customisation`;
export const customisationQueryKey = (quoteId: string) => ['staff-quotes', 'customisation', quoteId] as const;

/** The quote's rates at their rate-sheet price with the margins in force (staff with `quotePricing`). */
export function useQuoteCustomisationQuery(quoteId: string) {
  return useQuery({
    queryKey: customisationQueryKey(quoteId),
    queryFn: ({ signal }) =>
      apiClient.get<{ data: QuoteCustomisation }>(customisationPath(quoteId), { signal }).then((answer) => answer.data),
  });
}

/** Saves the margins; every reader of the quote (results, detail, booking) reads the customised prices after it. */
export function useSaveCustomisationMutation(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveQuoteCustomisationRequest) =>
      apiClient.put<{ data: QuoteCustomisation }>(customisationPath(quoteId), body).then((answer) => answer.data),
    onSuccess: (data) => {
      queryClient.setQueryData(customisationQueryKey(quoteId), data);
      // The results page caches the quote (`quoteViewQueryKey`): its prices have changed.
      return queryClient.invalidateQueries({ queryKey: ['quotes', quoteId] });
    },
  });
}

/** Shares the quote by e-mail (the call of docs/decisions/059-quote-sharing.md). */
export function useShareQuoteMutation(quoteId: string) {
  return useMutation({
    mutationFn: (body: ShareQuoteRequestBody) =>
      apiClient
        .post<QuoteSharedResponse>(`/api/v2/quotes/${encodeURIComponent(quoteId)}/shares`, body)
        .then((answer) => answer.data),
  });
}
