import type { CustomerAccountView, ProfileChanges, ProfileResponse, ProfileUpdatedResponse } from '@freightdesk/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The signed-in customer's own profile, as the server answers it. */
export type CustomerProfile = CustomerAccountView;
export type { ProfileChanges };

export const profilePath = '/api/v2/customers/me';

export async function getProfile(): Promise<CustomerProfile> {
  const answer = await apiClient.get<ProfileResponse>(profilePath);
  return answer.data;
}

export const profileQueryOptions = () => queryOptions({ queryKey: ['customers', 'me'], queryFn: getProfile });

/** Saves the changes; the answer carries the new profile and a fresh token with the new claims. */
export async function updateProfile(changes: ProfileChanges): Promise<{ profile: CustomerProfile; jwt: string }> {
  const answer = await apiClient.patch<ProfileUpdatedResponse>(profilePath, changes);
  return answer.data;
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
