import type { InternalCustomerCreationBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { registerErrorCodeFor } from './register';

/**
 * `POST /api/v2/staff/customers` (staff): the sign-up form in its internal creation mode opens an account for a
 * customer, who sets a password through the link mailed to them (ADR 075).
 */
export async function createCustomerByStaff(body: InternalCustomerCreationBody): Promise<string> {
  const answer = await apiClient.post<{ data: { customerId: string } }>('/api/v2/staff/customers', body, {
    errorCodeFor: registerErrorCodeFor,
  });
  return answer.data.customerId;
}

export const useCreateCustomerMutation = () => useMutation({ mutationFn: createCustomerByStaff });
