import type { StudioRoute } from './route';

/*
 * Resumable upload of source files (docs/decisions/060-tus-upload.md). The four calls under
 * `/api/studio/uploads` with a tus method are the tus 1.0 protocol (creation, offset, data,
 * termination) spoken by @tus/server; their bodies are tus headers and bytes, not JSON. Every
 * refusal answers the studio's envelope `{ status: false, msg }` in the body.
 */
export const ingestPaths = {
  /** An owner's uploads, newest first: `?owner_type=episode&owner_id=5`. */
  studioUploads: { method: 'GET', path: '/api/studio/uploads', role: 'editor', writes: false },
  /** tus creation: Upload-Length and Upload-Metadata (owner_type, owner_id, kind, language, filename). */
  studioUploadCreate: {
    method: 'POST',
    path: '/api/studio/uploads',
    role: 'editor',
    writes: true,
  },
  /** tus offset: the bytes the server holds (Upload-Offset). */
  studioUploadOffset: {
    method: 'HEAD',
    path: '/api/studio/uploads/:id',
    role: 'editor',
    writes: false,
  },
  /** tus data: application/offset+octet-stream from Upload-Offset on. */
  studioUploadPatch: {
    method: 'PATCH',
    path: '/api/studio/uploads/:id',
    role: 'editor',
    writes: true,
  },
  /** tus termination: cancels an unfinished upload and deletes its partial file. */
  studioUploadCancel: {
    method: 'DELETE',
    path: '/api/studio/uploads/:id',
    role: 'editor',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;

/** Where the file goes: an episode, a movie or theatre title, a podcast track. */
export const UPLOAD_OWNER_TYPES = ['episode', 'movie', 'track'] as const;
export type UploadOwnerType = (typeof UPLOAD_OWNER_TYPES)[number];

/** What the file is; a subtitle and a dub name their language. */
export const UPLOAD_KINDS = ['video', 'audio', 'subtitle', 'dub'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Which kinds each owner takes: a podcast track is audio alone. */
export const KINDS_BY_OWNER: Record<UploadOwnerType, readonly UploadKind[]> = {
  episode: ['video', 'subtitle', 'dub'],
  movie: ['video', 'subtitle', 'dub'],
  track: ['audio'],
};

export const UPLOAD_STATES = ['uploading', 'uploaded', 'cancelled'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** Kinds that carry a language (ISO 639-1 or -2, lower case: mn, en, kor). */
export const LANGUAGE_KINDS: readonly UploadKind[] = ['subtitle', 'dub'];
export const LANGUAGE_PATTERN = /^[a-z]{2,3}$/;

/**
 * What the studio sends per PATCH. The server keeps every byte it received even from a cut PATCH,
 * so a cut costs at most this much sent again; small enough for a proxy's body limit, large
 * enough that an 8 GB film is a thousand requests, not a hundred thousand.
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

/** 8 GiB, UPLOAD_MAX_BYTES unless set. */
export const DEFAULT_UPLOAD_MAX_BYTES = 8 * 1024 ** 3;

/** "8 GB", "750 MB": how a limit reads in a message (binary units, as the setting is given). */
export function readableSize(bytes: number): string {
  const gib = bytes / 1024 ** 3;
  if (gib >= 1) return `${Number.isInteger(gib) ? gib : gib.toFixed(1)} GB`;
  return `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;
}

/** The upload's refusals and states, in the studio's tone (contract/studio/messages.ts). */
export const uploadMessages = {
  tooLarge: (limit: number) =>
    `Файл хэт том байна. ${readableSize(limit)}-аас ихгүй файл оруулна уу!`,
  diskFull: 'Серверийн дискэнд энэ файлыг хүлээн авах зай хүрэлцэхгүй байна. Админд хандана уу!',
  sizeNeeded: 'Файлын хэмжээг урьдчилан мэдэгдэнэ үү!',
  emptyFile: 'Хоосон файл хуулах боломжгүй!',
  unknownOwner: 'Файл хавсаргах анги, кино эсвэл подкаст олдсонгүй!',
  unknownKind: 'Энэ төрлийн файлыг энд хуулах боломжгүй!',
  languageNeeded: 'Хадмал орчуулга болон дуу оруулгын хэлийг зөв сонгоно уу!',
  notFound: 'Хуулж буй файл олдсонгүй. Дахин эхлүүлнэ үү!',
  finished: 'Бүрэн хуулагдсан файлыг цуцлах боломжгүй!',
  offsetMismatch: 'Хуулалт зөрчилдлөө. Хуудсаа дахин ачаалаад үргэлжлүүлнэ үү!',
  badRequest: 'Файл хуулах хүсэлт буруу байна!',
  busy: 'Энэ файлыг өөр цонхноос хуулж байна. Түр хүлээгээд дахин оролдоно уу!',
} as const;
