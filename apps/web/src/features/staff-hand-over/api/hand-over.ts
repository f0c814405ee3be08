import type { StaffHandOverResponse } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';

/** `POST /api/v2/staff/hand-over`: where the browser goes to open a console path (ADR 075). */
export const startHandOver = async (fallbackUrl: string) =>
  (await apiClient.post<StaffHandOverResponse>('/api/v2/staff/hand-over', { fallbackUrl })).data.redirectUrl;

/** `POST /api/v2/staff/hand-over/accept` (on the admin host): the encrypted token in, a session of this host out. */
export const acceptHandOver = async (token: string) =>
  (await apiClient.post<{ data: { jwt: string } }>('/api/v2/staff/hand-over/accept', { token })).data.jwt;
