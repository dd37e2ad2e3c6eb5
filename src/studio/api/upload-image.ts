import { studioPaths } from '@contract/studio/paths';
import type { StudioDataOf } from '@contract/studio/endpoints';
import type { ImageKind } from '@contract/image-variants';
import { studioSession } from '../session/studio-session';
import { studioTexts } from '../texts';
import { StudioError } from './studio-error';

/** Larger uploads take a while on a slow link; the JSON calls' 30 s would cut them off. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * An image goes up as multipart/form-data (`file`, `kind`), which sendJson does not speak; the
 * answer is the URL to keep in the title's field (decision 054).
 */
export async function uploadImage(
  file: File,
  kind: ImageKind,
): Promise<StudioDataOf<'studioImageUpload'>> {
  const route = studioPaths.studioImageUpload;
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const token = studioSession.token();
  let response: Response;
  try {
    response = await fetch(route.path, {
      method: route.method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: form,
      cache: 'no-store',
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch {
    throw new StudioError(0, studioTexts.offline);
  }
  const answer = (await response.json().catch(() => null)) as {
    status?: boolean;
    msg?: string;
    data?: StudioDataOf<'studioImageUpload'>;
    fields?: Record<string, string>;
  } | null;
  if (response.ok && answer?.data) return answer.data;
  if (response.status === 401 && token) studioSession.end(token);
  throw new StudioError(
    response.status,
    answer?.msg?.trim() || studioTexts.failed,
    answer?.fields ?? {},
  );
}
