import type { ResponseOf } from '@contract/endpoints';
import { paths } from '@contract/paths';
import { extra } from '@contract/messages';
import { ApiError, HTTP_TIMEOUT_MS, authorizationHeader } from '@/lib/api-client';

/**
 * The profile image goes up as multipart/form-data (`file`), which the JSON client does not
 * speak; the answer is the stored image's URL, saved as the avatar with the profile.
 */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const headers = { Accept: 'application/json', ...authorizationHeader() };
  let response: Response;
  try {
    response = await fetch(paths.upload.path, {
      method: paths.upload.method,
      headers,
      body: form,
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new ApiError(0, navigator.onLine === false ? extra.offline : extra.serverError, cause);
  }
  const json = (await response.json().catch(() => undefined)) as ResponseOf<'upload'> | undefined;
  const url = json?.data?.url;
  if (!response.ok || !json?.status || !url) {
    throw new ApiError(response.status, json?.msg ?? extra.serverError, json);
  }
  return url;
}
