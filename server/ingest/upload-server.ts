import fs from 'node:fs';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { extra } from '../../contract/messages';
import { ingestPaths, uploadMessages } from '../../contract/studio/ingest-paths';
import { inTransaction } from '../db/in-transaction';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { recordAudit } from '../domain/audit-log';
import { ingestReason } from './ingest-reason';
import { mediaToolsOfThisProcess } from './media-tools';
import { onUploadFinished } from './upload-finished';
import {
  insertUpload,
  leaveUploading,
  ownerExists,
  recordOffset,
  uploadByTusId,
} from './upload-records';
import { fitsOnDisk } from './upload-space';
import { readUploadTarget } from './upload-target';

/** What tus hooks throw to refuse: the status and the studio's envelope as the body. */
interface Refusal {
  status_code: number;
  body: string;
}

const refusal = (status: number, msg: string): Refusal => ({
  status_code: status,
  body: JSON.stringify({ status: false, msg }),
});

function isRefusal(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { status?: unknown; msg?: unknown };
    return parsed.status === false && typeof parsed.msg === 'string';
  } catch {
    return false;
  }
}

/** tus's own refusals are English text; each status gets the studio's Mongolian sentence. */
function messageFor(status: number, maxBytes: number): string {
  if (status === 413) return uploadMessages.tooLarge(maxBytes);
  if (status === 404 || status === 410) return uploadMessages.notFound;
  if (status === 409) return uploadMessages.offsetMismatch;
  if (status === 423) return uploadMessages.busy;
  if (status >= 500) return extra.serverError;
  return uploadMessages.badRequest;
}

/**
 * The tus endpoint (decision 060): @tus/server with a FileStore in DATA_DIR/ingest/uploads,
 * whose `.json` beside each file keeps its length and metadata across restarts. The door
 * (studio-access.ts) runs before `handle`; the hooks here refuse what tus would take (unknown
 * owners, files over the limit or the free disk) and keep media_uploads in step.
 */
export function createUploadServer(deps: AppDeps) {
  const { db, clock, config } = deps;
  /** Who sent each request in flight: the hooks see tus's request, not Hono's context. */
  const senders = new WeakMap<object, number>();
  const senderOf = (req: object): number => {
    const userId = senders.get(req);
    if (userId === undefined) throw refusal(401, extra.unauthorized);
    return userId;
  };

  const store = uploadStore(config);
  const server = new Server({
    path: ingestPaths.studioUploadCreate.path,
    datastore: store,
    relativeLocation: true,
    maxSize: config.uploadMaxBytes,
    // Same origin only: no Access-Control-Allow-Origin for anyone.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,

    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      const row = await uploadByTusId(db, id);
      if (row === undefined || row.state === 'cancelled') {
        throw refusal(404, uploadMessages.notFound);
      }
      if (req.method === 'DELETE' && row.state === 'uploaded') {
        throw refusal(400, uploadMessages.finished);
      }
    },

    async onUploadCreate(req, upload) {
      const userId = senderOf(req);
      // Without ffmpeg nothing could be probed or encoded: refuse before a byte, saying why.
      const tools = await mediaToolsOfThisProcess();
      if (!tools.on) throw refusal(503, ingestReason(tools));
      if (upload.size === undefined) throw refusal(400, uploadMessages.sizeNeeded);
      if (upload.size === 0) throw refusal(400, uploadMessages.emptyFile);
      if (upload.size > config.uploadMaxBytes) {
        throw refusal(413, uploadMessages.tooLarge(config.uploadMaxBytes));
      }
      const read = readUploadTarget(upload.metadata);
      if (!read.ok) throw refusal(422, read.msg);
      const { target } = read;
      if (!(await ownerExists(db, target.ownerType, target.ownerId))) {
        throw refusal(422, uploadMessages.unknownOwner);
      }
      if (!(await fitsOnDisk(db, config.ingestUploadsDir, upload.size))) {
        throw refusal(507, uploadMessages.diskFull);
      }
      const now = clock.now();
      const size = upload.size;
      await inTransaction(db, async (trx) => {
        const row = await insertUpload(trx, now, { tusId: upload.id, target, size, userId });
        await recordAudit(trx, now, {
          userId,
          entity: 'media_upload',
          entityId: row.id,
          action: 'create',
          after: {
            owner_type: row.owner_type,
            owner_id: row.owner_id,
            kind: row.kind,
            language: row.language,
            file_name: row.file_name,
            size: row.size,
          },
        });
      });
      return {};
    },

    async onUploadFinish(req, upload) {
      await onUploadFinished(deps, {
        tusId: upload.id,
        size: upload.size ?? upload.offset,
        userId: senderOf(req),
      });
      return {};
    },

    onResponseError(_req, error) {
      const status = 'status_code' in error ? error.status_code : 500;
      const body = 'body' in error ? error.body : '';
      if (isRefusal(body)) return undefined;
      if (status >= 500) console.error('tus upload failed', error);
      return refusal(status, messageFor(status, config.uploadMaxBytes));
    },
  });

  /** After tus answered: the acknowledged offset, or the cancel, into media_uploads. */
  async function afterAnswer(method: string, tusId: string, res: Response, userId: number) {
    if (res.status !== 204) return;
    const now = clock.now();
    if (method === 'PATCH') {
      const offset = Number(res.headers.get('upload-offset'));
      if (Number.isSafeInteger(offset)) await recordOffset(db, now, tusId, offset);
    }
    if (method === 'DELETE') {
      await inTransaction(db, async (trx) => {
        const row = await leaveUploading(trx, now, tusId, 'cancelled');
        if (row === undefined) return;
        await recordAudit(trx, now, {
          userId,
          entity: 'media_upload',
          entityId: row.id,
          action: 'cancel',
          before: { state: 'uploading', offset: row.offset },
          after: { state: 'cancelled' },
        });
      });
    }
  }

  /** tus's answers that carry a body (412, 400 written before any hook) in the studio's envelope. */
  async function inEnvelope(res: Response, method: string): Promise<Response> {
    if (res.status < 400 || method === 'HEAD') return res;
    const body = await res.text();
    if (isRefusal(body)) {
      return new Response(body, { status: res.status, headers: jsonHeaders(res.headers, body) });
    }
    const envelope = JSON.stringify({
      status: false,
      msg: messageFor(res.status, config.uploadMaxBytes),
    });
    return new Response(envelope, {
      status: res.status,
      headers: jsonHeaders(res.headers, envelope),
    });
  }

  return {
    /** One tus request from `userId` (the door has let them in); `tusId` for HEAD, PATCH, DELETE. */
    async handle(request: Request, userId: number, tusId?: string): Promise<Response> {
      // Parallel uploads are not offered (no concatenation): say so in the studio's words.
      if (request.headers.has('upload-concat')) {
        return Response.json({ status: false, msg: uploadMessages.badRequest }, { status: 400 });
      }
      senders.set(request, userId);
      const res = await server.handleWeb(request);
      if (tusId !== undefined) await afterAnswer(request.method, tusId, res, userId);
      return inEnvelope(res, request.method);
    },
  };
}

/**
 * FileStore makes its folder from its constructor with an asynchronous mkdir that throws from the
 * callback: an uncaught error when the data folder is removed meanwhile (a test app that closes at
 * once, or one test file cleaning up while the next runs in the same process). This store makes it
 * synchronously instead, so a failure is thrown where the store is made, inside the request.
 */
class UploadFileStore extends FileStore {}
Object.defineProperty(UploadFileStore.prototype, 'checkOrCreateDirectory', {
  value(this: FileStore) {
    fs.mkdirSync(this.directory, { recursive: true });
  },
});

/** The tus file store: `<id>` and `<id>.json` (length, metadata) in DATA_DIR/ingest/uploads. */
export function uploadStore(config: Pick<Config, 'ingestUploadsDir'>): FileStore {
  return new UploadFileStore({ directory: config.ingestUploadsDir });
}

function jsonHeaders(from: Headers, body: string): Headers {
  const headers = new Headers(from);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Content-Length', String(Buffer.byteLength(body, 'utf8')));
  return headers;
}
