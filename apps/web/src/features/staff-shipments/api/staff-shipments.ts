import type {
  IssueRequoteRequest,
  RequoteResponse,
  StaffShipmentsFilter,
  StaffShipmentsPage,
  StaffShipmentsQuery,
} from '@freightdesk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

export const staffShipmentsPath = '/api/v2/staff/shipments';

/** The query string of the list (and of its export): absent filters left out. */
export function staffShipmentsSearchOf(query: Partial<StaffShipmentsQuery>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return search.toString();
}

/** `GET /api/v2/staff/shipments`: a page of the brand's bookings (ADR 077). */
export const staffShipmentsQueryOptions = (query: StaffShipmentsQuery) =>
  queryOptions({
    queryKey: ['bookings', 'staff', query],
    queryFn: () => apiClient.get<StaffShipmentsPage>(`${staffShipmentsPath}?${staffShipmentsSearchOf(query)}`),
    placeholderData: keepPreviousData,
  });

/** `GET /api/v2/staff/shipments/export.csv`: every booking the filters find, headers in `language`. */
export function exportStaffShipments(filter: StaffShipmentsFilter, language: string, fileName: string) {
  const search = staffShipmentsSearchOf({ ...filter, lang: language } as Partial<StaffShipmentsQuery>);
  return downloadFile(`${staffShipmentsPath}/export.csv?${search}`, `${fileName}.csv`);
}

/** `POST /api/v2/staff/bookings/{bookingUuid}/requotes`: today's rates for the booking's cargo and route. */
export async function requoteBooking(bookingUuid: string): Promise<RequoteResponse['data']> {
  return (
    await apiClient.post<RequoteResponse>(`/api/v2/staff/bookings/${encodeURIComponent(bookingUuid)}/requotes`, {})
  ).data;
}

/** `POST …/requotes/{quoteUuid}/rates/{rateUuid}`: the picked rate becomes the booking's revised quote. */
export async function issueRequote(
  bookingUuid: string,
  quoteUuid: string,
  rateUuid: string,
  body: IssueRequoteRequest,
): Promise<void> {
  await apiClient.post(
    `/api/v2/staff/bookings/${encodeURIComponent(bookingUuid)}/requotes/${quoteUuid}/rates/${rateUuid}`,
    body,
  );
}
