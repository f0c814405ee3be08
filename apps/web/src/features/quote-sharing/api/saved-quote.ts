import type { QuoteSavedResponse } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const savedQuotePath = (quoteId: string) => `/api/v2/quotes/${encodeURIComponent(quoteId)}/saved`;

/** Saves the quote to My quotes (PUT) or takes it off (DELETE); answers when it was saved (null: not). */
export async function setQuoteSaved({ quoteId, saved }: { quoteId: string; saved: boolean }): Promise<string | null> {
  // Every call says JSON, and the server refuses an empty JSON body: an empty object is sent.
  const answer = await apiRequest<QuoteSavedResponse>(savedQuotePath(quoteId), {
    method: saved ? 'PUT' : 'DELETE',
    body: {},
  });
  return answer.data.savedOn;
}

export function useSavedQuoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuoteSaved,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
