import type { ECommerceCallbackCreated, ECommerceCallbackRequestBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const eCommerceCallbackPath = '/api/v2/custom-requests/e-commerce-callback';

/** `POST /api/v2/custom-requests/e-commerce-callback`: answers when the reply is due (72 hours on). */
export async function requestECommerceCallback(body: ECommerceCallbackRequestBody): Promise<ECommerceCallbackCreated> {
  const answer = await apiClient.post<{ data: ECommerceCallbackCreated }>(eCommerceCallbackPath, body);
  return answer.data;
}

export function useRequestECommerceCallbackMutation() {
  return useMutation({ mutationFn: requestECommerceCallback });
}
