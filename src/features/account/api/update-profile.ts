import type { BodyOf } from '@contract/endpoints';
import { apiData } from '@/lib/api-client';

export type ProfileUpdate = BodyOf<'profileUpdate'>;

/** docs/architecture.md "Where we go past the spec": save really updates the profile; answers the saved user. */
export const updateProfile = (body: ProfileUpdate) =>
  apiData('profileUpdate', { body, quiet: true });
