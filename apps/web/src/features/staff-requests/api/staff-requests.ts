import type {
  AnswerRequestBodyInput,
  RequestAnswered,
  RequestDetail,
  RequestInboxPage,
  RequestInboxQuery,
  RequestStatus,
} from '@freightdesk/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const staffRequestsPath = '/api/v2/staff/requests';

export type InboxRequest = Partial<Omit<RequestInboxQuery, 'page' | 'pageSize'>> & { page: number; pageSize: number };

/** The query string of an inbox request: blank filters are left out. */
export function inboxSearchOf(request: InboxRequest): string {
  const query = new URLSearchParams();
  for (const key of ['kind', 'status', 'assignee', 'q'] as const) {
    const value = request[key];
    if (value) query.set(key, value);
  }
  query.set('page', String(request.page));
  query.set('pageSize', String(request.pageSize));
  return query.toString();
}

/** `GET /api/v2/staff/requests`: one page of the brand's requests, newest first, with counts per status. */
export const inboxQueryOptions = (request: InboxRequest) =>
  queryOptions({
    queryKey: ['staff-requests', 'list', request],
    queryFn: () => apiClient.get<RequestInboxPage>(`${staffRequestsPath}?${inboxSearchOf(request)}`),
    placeholderData: keepPreviousData,
  });

/** `GET /api/v2/staff/requests/{requestId}`: the request, its history and the moves allowed now. */
export const requestQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: ['staff-requests', 'one', requestId],
    queryFn: async () => (await apiClient.get<{ data: RequestDetail }>(`${staffRequestsPath}/${requestId}`)).data,
  });

/** A change answering the request again: the page shows it at once and the inbox reloads. */
function useRequestChange<Input>(requestId: string, send: (input: Input) => Promise<{ data: RequestDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(requestQueryOptions(requestId).queryKey, data);
      await queryClient.invalidateQueries({ queryKey: ['staff-requests', 'list'] });
    },
  });
}

export const useMoveRequestStatus = (requestId: string) =>
  useRequestChange(requestId, (status: RequestStatus) =>
    apiClient.put<{ data: RequestDetail }>(`${staffRequestsPath}/${requestId}/status`, { status }),
  );

export const useAssignRequest = (requestId: string) =>
  useRequestChange(requestId, (assigneeId: string | null) =>
    apiClient.put<{ data: RequestDetail }>(`${staffRequestsPath}/${requestId}/assignee`, { assigneeId }),
  );

export const useAddRequestNote = (requestId: string) =>
  useRequestChange(requestId, (text: string) =>
    apiClient.post<{ data: RequestDetail }>(`${staffRequestsPath}/${requestId}/notes`, { text }),
  );

/** `POST …/answer`: mails the answer (and makes the offer's quote); the page reloads the request. */
export function useAnswerRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AnswerRequestBodyInput) =>
      (await apiClient.post<{ data: RequestAnswered }>(`${staffRequestsPath}/${requestId}/answer`, body)).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff-requests'] });
    },
  });
}
