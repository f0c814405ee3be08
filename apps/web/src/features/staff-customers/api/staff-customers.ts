import type {
  CreditLineResponse,
  Money,
  EndedSessions,
  MyBookingsPage,
  MyQuotesPage,
  SortDirection,
  StaffCustomer,
  StaffCustomerDetails,
  StaffCustomerSearchResponse,
  StaffCustomerSortKey,
  StaffRole,
} from '@freightdesk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const staffCustomersPath = '/api/v2/staff/customers';
const customerPath = (customerId: string) => `${staffCustomersPath}/${encodeURIComponent(customerId)}`;

export interface CustomerSearchRequest {
  /** Absent: every customer, in the sort order. */
  query: string | undefined;
  sort: StaffCustomerSortKey;
  order: SortDirection;
  page: number;
  pageSize: number;
}

/** `GET /api/v2/staff/customers`: a page of the brand's customers (ADR 075); a newer query cancels this one. */
export const customerSearchQueryOptions = (request: CustomerSearchRequest) =>
  queryOptions({
    queryKey: ['staff', 'customers', 'search', request],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        sort: request.sort,
        order: request.order,
        page: String(request.page),
        pageSize: String(request.pageSize),
      });
      if (request.query) search.set('query', request.query);
      return apiClient.get<StaffCustomerSearchResponse>(`${staffCustomersPath}?${search.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const customerDetailsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['staff', 'customers', customerId, 'details'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: StaffCustomerDetails }>(customerPath(customerId), { signal })).data,
  });

export const customerQuotesQueryOptions = (customerId: string, page: number) =>
  queryOptions({
    queryKey: ['staff', 'customers', customerId, 'quotes', page],
    queryFn: ({ signal }) =>
      apiClient.get<MyQuotesPage>(`${customerPath(customerId)}/quotes?page=${page}&pageSize=10`, { signal }),
    placeholderData: keepPreviousData,
  });

export const customerBookingsQueryOptions = (customerId: string, page: number) =>
  queryOptions({
    queryKey: ['staff', 'customers', customerId, 'bookings', page],
    queryFn: ({ signal }) =>
      apiClient.get<MyBookingsPage>(`${customerPath(customerId)}/bookings?page=${page}&pageSize=10`, { signal }),
    placeholderData: keepPreviousData,
  });

export const customerCreditLineQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['staff', 'customers', customerId, 'credit-line'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<CreditLineResponse>(`${customerPath(customerId)}/credit-line`, { signal })).data,
  });

/** `PUT /api/v2/staff/customers/{customerId}/credit-line` `{ amountMinor, currency }` (0 withdraws it). */
export const setCustomerCreditLine = async (customerId: string, money: Money) =>
  apiClient.put(`${customerPath(customerId)}/credit-line`, money);

/** `DELETE /api/v2/staff/customers/{customerId}/sessions`: ends every session of the customer. */
export const endCustomerSessions = async (customerId: string) =>
  apiClient.delete<EndedSessions>(`${customerPath(customerId)}/sessions`);

/** `PUT /api/v2/staff/customers/{customerId}/staff-role` (admins). */
export const setStaffRole = async (customerId: string, role: StaffRole) =>
  (await apiClient.put<{ data: StaffCustomer }>(`${customerPath(customerId)}/staff-role`, { role })).data;

/** `POST /api/v2/impersonated-users`: a token acting as the customer. */
export const startImpersonation = async (customerId: string) =>
  (await apiClient.post<{ data: { jwt: string } }>('/api/v2/impersonated-users', { customerId })).data.jwt;
