import { staffCustomerQueryMinLength, type StaffCustomer, type StaffCustomerSearchResponse } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const staffCustomersPath = '/api/v2/staff/customers';

/** Staff: the brand's customers whose e-mail holds the query or whose id starts with it (10 at most). */
export async function searchCustomers(query: string): Promise<StaffCustomer[]> {
  const answer = await apiClient.get<StaffCustomerSearchResponse>(
    `${staffCustomersPath}?${new URLSearchParams({ query }).toString()}`,
  );
  return answer.data;
}

export const staffCustomersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['staff', 'customers', query],
    queryFn: () => searchCustomers(query),
    enabled: query.trim().length >= staffCustomerQueryMinLength,
    staleTime: 30_000,
  });
