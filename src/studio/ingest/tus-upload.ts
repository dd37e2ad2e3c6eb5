import { Upload } from 'tus-js-client';
import type { DetailedError } from 'tus-js-client';
import { ingestPaths, UPLOAD_CHUNK_BYTES } from '@contract/studio/ingest-paths';
import type { UploadKind, UploadOwnerType } from '@contract/studio/ingest-paths';
import { studioSession } from '../session/studio-session';
import { RETRY_DELAYS } from './upload-settings';

export interface UploadOwner {
  type: UploadOwnerType;
  id: number;
}

export interface TusCallbacks {
  onProgress(sent: number, total: number): void;
  /** The server acknowledged bytes up to `offset`. */
  onAcknowledged(offset: number): void;
  /** A request failed and will be tried again (a cut network, a restarting server). */
  onRetrying(): void;
  onSuccess(): void;
  /** A refusal (the server's Mongolian message) or retries given up. */
  onError(message: string | null, status: number): void;
}

/** The server's `{ msg }` from a refused tus call, if it sent one. */
function refusalOf(error: Error | DetailedError): { message: string | null; status: number } {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { msg?: unknown };
    return { message: typeof body.msg === 'string' ? body.msg : null, status };
  } catch {
    return { message: null, status };
  }
}

/** A refusal the server will repeat however often it is asked (not a cut, not a lock). */
function isFinal(status: number): boolean {
  return (status >= 400 && status < 500 && status !== 409 && status !== 423) || status === 507;
}

/**
 * A tus-js-client upload to the studio's tus endpoint (decision 060). The fingerprint names the
 * owner and kind, so the same file chosen for another episode starts its own upload; the browser
 * keeps only the upload's URL under it (localStorage), never the token, which each request reads
 * from the studio session.
 */
export function tusUpload(
  file: File,
  target: { owner: UploadOwner; kind: UploadKind; language?: string },
  callbacks: TusCallbacks,
  chunkBytes = UPLOAD_CHUNK_BYTES,
): Upload {
  const { owner, kind, language } = target;
  return new Upload(file, {
    endpoint: ingestPaths.studioUploadCreate.path,
    chunkSize: chunkBytes,
    retryDelays: RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    metadata: {
      owner_type: owner.type,
      owner_id: String(owner.id),
      kind,
      ...(language ? { language } : {}),
      filename: file.name,
    },
    fingerprint: (f: File) =>
      Promise.resolve(
        [
          'btv-ingest',
          owner.type,
          owner.id,
          kind,
          language ?? '',
          f.name,
          f.size,
          f.lastModified,
        ].join('/'),
      ),
    onBeforeRequest(req) {
      const token = studioSession.token();
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry(error) {
      if (isFinal(refusalOf(error).status)) return false;
      callbacks.onRetrying();
      return true;
    },
    onProgress: (sent, total) => callbacks.onProgress(sent, total),
    onChunkComplete: (_chunk, accepted) => callbacks.onAcknowledged(accepted),
    onSuccess: () => callbacks.onSuccess(),
    onError(error) {
      const { message, status } = refusalOf(error);
      if (status === 401) studioSession.end();
      callbacks.onError(message, status);
    },
  });
}

/** Continues an earlier upload of this very file for this owner, if the browser remembers one. */
export async function resumeEarlier(upload: Upload): Promise<void> {
  const earlier = await upload.findPreviousUploads();
  const newest = earlier.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (newest) upload.resumeFromPreviousUpload(newest);
}
