import type { DownloadExpiry, DownloadKind, Segment, Subtitle } from './entities';

/**
 * What the page and the service worker share about offline downloads (decision 029): where the
 * records and the bytes are kept and what a record holds. Types and constants only (no zod), as
 * the page and the worker import it at run time.
 */

/** IndexedDB database (idb-keyval `createStore`) holding one `DownloadRecord` per key. */
export const DOWNLOADS_DB = 'btv-downloads';
export const DOWNLOADS_STORE = 'records';
/** BroadcastChannel on which page, tabs and worker announce that a record changed. */
export const DOWNLOADS_CHANNEL = 'btv-downloads';
/** Cache Storage cache holding the downloaded bytes, keyed by their local URL. */
export const DOWNLOADS_CACHE = 'btv-downloads-v1';
/** Local URLs of downloaded files: `/offline-media/{userId}/{downloadId}/{path}`. */
export const OFFLINE_MEDIA_PREFIX = '/offline-media/';

/** 'e12' an episode, 'm5' a movie or theatre title, 'p3' a podcast episode. */
export type DownloadId = `${'e' | 'm' | 'p'}${number}`;

export function downloadIdOf(kind: DownloadKind, id: number): DownloadId {
  return `${kind === 'episode' ? 'e' : kind === 'movie' ? 'm' : 'p'}${id}`;
}

/** The record's key: downloads are one user's own; another user never reads them. */
export function downloadKey(userId: number, id: DownloadId): string {
  return `${userId}/${id}`;
}

export function offlineUrl(userId: number, id: DownloadId, path: string): string {
  return `${OFFLINE_MEDIA_PREFIX}${userId}/${id}/${path}`;
}

export type DownloadState = 'queued' | 'running' | 'paused' | 'failed' | 'done';

/** One file of a download, addressed by its path relative to the title's media folder. */
export interface DownloadFile {
  /** e.g. 'manifest.mpd', 'init-1.m4s', 'chunk-1-00003.m4s', 'subs/mn.vtt.enc', 'audio.m4a' */
  path: string;
  /** Bytes stored; null until it is. */
  bytes: number | null;
  /** Where to fetch it from, relative to `remoteBase`, when that is not `path` (a podcast's file). */
  source?: string;
}

export interface DownloadRecord {
  userId: number;
  id: DownloadId;
  kind: DownloadKind;
  /** The episode, movie or podcast episode id. */
  itemId: number;
  /** Series, movie or podcast name; the episode line or podcast episode title. */
  title: string;
  subtitle: string | null;
  image: string | null;
  /** Series (anime) id, movie id or podcast id. */
  mediaId: number;
  durationSec: number;
  /** Video height kept (480/720/1080); null for a podcast episode. */
  quality: number | null;
  /** Audio language kept (mn/en); null when the title has one. */
  audioLang: string | null;
  /** Subtitles kept, with paths relative to the download. */
  subs: Subtitle[];
  segments: Segment[];
  /** Epoch ms: past it the download does not play until the server renews it. */
  expiresAt: number;
  expiry: DownloadExpiry;
  /** Epoch ms of the last grant the server gave (start or renewal). */
  checkedAt: number;
  state: DownloadState;
  /** Mongolian text of the last failure, shown on /downloads. */
  error: string | null;
  files: DownloadFile[];
  /** Absolute URL of the media folder the files come from (signed; renewed when it expires). */
  remoteBase: string;
  /** Who fetches it now: a Background Fetch (the browser, even with no page open) or this page. */
  via: 'background' | 'page' | null;
  /** Bytes the whole download needs (sizes from the manifest or Content-Length), for progress. */
  totalBytes: number;
  createdAt: number;
}

/** The network URL of one file of a download. */
export function remoteUrlOf(
  record: Pick<DownloadRecord, 'remoteBase'>,
  file: DownloadFile,
): string {
  return new URL(file.source ?? file.path, record.remoteBase).href;
}

/** Background Fetch ids are the record's key, so the worker finds the record from the event. */
export const backgroundFetchId = (record: Pick<DownloadRecord, 'userId' | 'id'>) =>
  downloadKey(record.userId, record.id);

/** What the device holds of a download: the sizes of the files stored so far. */
export function storedBytes(record: Pick<DownloadRecord, 'files'>): number {
  return record.files.reduce((sum, file) => sum + (file.bytes ?? 0), 0);
}
