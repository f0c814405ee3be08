import type { BookingMode, BookingStatus, MyBookingsPage } from '@freightdesk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const myBookingsPath = '/api/v2/bookings';

/** My bookings' filters and page (docs/product/booking.md#my-bookings); absent filters are left out. */
export interface MyBookingsRequest {
  status?: BookingStatus | undefined;
  mode?: BookingMode | undefined;
  search?: string | undefined;
  needsAction?: boolean | undefined;
  page: number;
  pageSize: number;
}

export function myBookingsSearchOf(request: MyBookingsRequest): string {
  const query = new URLSearchParams();
  if (request.status) query.set('status', request.status);
  if (request.mode) query.set('mode', request.mode);
  if (request.search) query.set('search', request.search);
  if (request.needsAction) query.set('needsAction', 'true');
  query.set('page', String(request.page));
  query.set('pageSize', String(request.pageSize));
  return query.toString();
}

/** `GET /api/v2/bookings?status=&mode=&search=&needsAction=&page=&pageSize=`: a page of bookings, newest first. */
export async function getMyBookings(request: MyBookingsRequest): Promise<MyBookingsPage> {
  return apiClient.get<MyBookingsPage>(`${myBookingsPath}?${myBookingsSearchOf(request)}`);
}

export const myBookingsQueryOptions = (request: MyBookingsRequest) =>
  queryOptions({
    queryKey: ['bookings', 'mine', request],
    queryFn: () => getMyBookings(request),
    placeholderData: keepPreviousData,
  });
