import type { Currency, Language } from '@freightdesk/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const profilePath = '/api/v2/customers/me';

/** What `GET /api/v2/customers/me` answers. */
export interface CustomerProfile {
  email: string;
  phoneNumber: string | null;
  contactName: string;
  contactSurname: string | null;
  legalName: string | null;
  isCompany: boolean;
  customerType: string;
  preferredLanguage: Language;
  preferredCurrency: Currency | null;
  hasPassword: boolean;
  isEmailValidated: boolean;
}

/** What the profile form may change (`PATCH /api/v2/customers/me`). */
export interface ProfileChanges {
  contactName?: string;
  contactSurname?: string;
  legalName?: string;
  phoneNumber?: string;
  preferredLanguage?: Language;
  preferredCurrency?: Currency;
}

export async function getProfile(): Promise<CustomerProfile> {
  const answer = await apiClient.get<{ data: CustomerProfile }>(profilePath);
  return answer.data;
}

export const profileQueryOptions = () => queryOptions({ queryKey: ['customers', 'me'], queryFn: getProfile });

/** Saves the changes; the answer carries the new profile and a fresh token with the new claims. */
export async function updateProfile(changes: ProfileChanges): Promise<{ profile: CustomerProfile; jwt: string }> {
  const answer = await apiClient.patch<{ data: { profile: CustomerProfile; jwt: string } }>(profilePath, changes);
  return answer.data;
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
