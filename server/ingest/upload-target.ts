import {
  KINDS_BY_OWNER,
  LANGUAGE_KINDS,
  LANGUAGE_PATTERN,
  UPLOAD_KINDS,
  UPLOAD_OWNER_TYPES,
  uploadMessages,
} from '../../contract/studio/ingest-paths';
import type { UploadKind, UploadOwnerType } from '../../contract/studio/ingest-paths';

/** What an upload is for, read from its tus Upload-Metadata. */
export interface UploadTarget {
  ownerType: UploadOwnerType;
  ownerId: number;
  kind: UploadKind;
  /** Only for a subtitle or a dub. */
  language: string | null;
  /** As the editor's disk named it, for the list; never used as a path. */
  fileName: string;
}

export type TargetReading = { ok: true; target: UploadTarget } | { ok: false; msg: string };

const MAX_FILE_NAME = 255;

function oneOf<T extends string>(choices: readonly T[], given: string | null | undefined) {
  return (choices as readonly string[]).includes(given ?? '') ? (given as T) : null;
}

/** Control characters and bidi overrides would garble the studio's list; the rest is kept. */
function cleanFileName(given: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = (given ?? '').replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '');
  return cleaned.trim().slice(0, MAX_FILE_NAME) || 'file';
}

/**
 * Reads owner_type, owner_id, kind, language and filename (what tus-js-client sends as
 * `metadata`). Pure: whether the owner exists is the database's question (upload-records.ts).
 */
export function readUploadTarget(
  metadata: Record<string, string | null> | undefined,
): TargetReading {
  const given = metadata ?? {};
  const ownerType = oneOf(UPLOAD_OWNER_TYPES, given['owner_type']);
  const ownerId = Number(given['owner_id']);
  if (ownerType === null || !/^[1-9][0-9]{0,9}$/.test(given['owner_id'] ?? '')) {
    return { ok: false, msg: uploadMessages.unknownOwner };
  }
  if (ownerId > 2_147_483_647) return { ok: false, msg: uploadMessages.unknownOwner };
  const kind = oneOf(UPLOAD_KINDS, given['kind']);
  if (kind === null || !KINDS_BY_OWNER[ownerType].includes(kind)) {
    return { ok: false, msg: uploadMessages.unknownKind };
  }
  let language: string | null = null;
  if (LANGUAGE_KINDS.includes(kind)) {
    language = given['language'] ?? '';
    if (!LANGUAGE_PATTERN.test(language)) return { ok: false, msg: uploadMessages.languageNeeded };
  }
  const fileName = cleanFileName(given['filename']);
  return { ok: true, target: { ownerType, ownerId, kind, language, fileName } };
}
