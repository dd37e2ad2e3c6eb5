import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/endpoints';
import { accountQueryOptions } from '@/session';
import { apiData } from '@/lib/api-client';

export type ProfileUpdate = BodyOf<'profileUpdate'>;

/** docs/architecture.md "Where we go past the spec": save really updates the profile; answers the saved user. */
export const updateProfile = (body: ProfileUpdate) =>
  apiData('profileUpdate', { body, quiet: true });

/**
 * The saved user the server answers is the account from then on: it goes into the session's
 * account query, which the header, the sidebar and the pages read (docs/decisions/022).
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => client.setQueryData(accountQueryOptions(saved.id).queryKey, saved),
  });
}
