import type { DownloadKind } from '@contract/entities';
import {
  OFFLINE_MEDIA_PREFIX,
  offlineUrl,
  type DownloadId,
  type DownloadRecord,
} from '@contract/offline-downloads';
import type { PlayerSources } from '@/features/player';
import { onRecordsChange, readRecord, readRecords } from './record-store';

/*
 * The downloads' public operations (decision 029). Every function takes the signed-in user's id:
 * records, bytes and local URLs are that user's own.
 * Errors: NotEnoughSpaceError and GrantRefusedError (../errors.ts); a network failure rejects with
 * the fetch error and leaves the record 'failed' (resumable).
 */

export interface StartRequest {
  kind: DownloadKind;
  id: number;
  /** Video height (480/720/1080); the saved quality preference when absent. */
  quality?: number;
}

export interface StorageSummary {
  /** Bytes this user's downloads hold. */
  downloadsBytes: number;
  /** navigator.storage.estimate(): what the origin uses and may use; null where unknown. */
  usageBytes: number | null;
  quotaBytes: number | null;
  /** navigator.storage.persisted(). */
  persisted: boolean;
}

const notBuilt = (): never => {
  throw new Error('downloads engine: not built yet');
};

/**
 * Asks the server for the grant, checks the space, asks for persistent storage with the first
 * download, stores the record and starts fetching (Background Fetch where the browser has it,
 * else page-driven). Resolves once the record exists (state 'queued' or 'running').
 */
export async function startDownload(
  userId: number,
  request: StartRequest,
): Promise<DownloadRecord> {
  void userId;
  void request;
  return notBuilt();
}

export async function pauseDownload(userId: number, id: DownloadId): Promise<void> {
  void userId;
  void id;
  notBuilt();
}

/** Goes on from the first file not yet stored (renewing signed URLs when they have expired). */
export async function resumeDownload(userId: number, id: DownloadId): Promise<void> {
  void userId;
  void id;
  notBuilt();
}

/** Stops a running download and deletes what it stored and its record. */
export async function cancelDownload(userId: number, id: DownloadId): Promise<void> {
  void userId;
  void id;
  notBuilt();
}

/** Deletes a download's bytes and record. */
export async function deleteDownload(userId: number, id: DownloadId): Promise<void> {
  void userId;
  void id;
  notBuilt();
}

/** Every download of the user (logout's "delete"). */
export async function deleteAllDownloads(userId: number): Promise<void> {
  void userId;
  notBuilt();
}

/**
 * Online: asks the server again and stores the new expiry. Throws GrantRefusedError when the
 * right has ended (the record is then kept, expired, until the user deletes it).
 */
export async function renewDownload(userId: number, id: DownloadId): Promise<DownloadRecord> {
  void userId;
  void id;
  return notBuilt();
}

export async function storageSummary(userId: number): Promise<StorageSummary> {
  void userId;
  return notBuilt();
}

export const listDownloads = readRecords;
export const getDownload = readRecord;
export const onDownloadsChange = onRecordsChange;

export function isExpired(record: DownloadRecord, now = Date.now()): boolean {
  return record.expiresAt <= now;
}

export interface DownloadProgress {
  storedBytes: number;
  totalBytes: number;
  /** 0-100, whole. */
  percent: number;
}

export function progressOf(record: DownloadRecord): DownloadProgress {
  const storedBytes = record.files.reduce((sum, file) => sum + (file.bytes ?? 0), 0);
  const total = Math.max(record.totalBytes, storedBytes);
  const percent =
    record.state === 'done'
      ? 100
      : total > 0
        ? Math.min(99, Math.floor((storedBytes / total) * 100))
        : 0;
  return { storedBytes, totalBytes: total, percent };
}

/** The player's sources for a downloaded video: local URLs the worker answers from storage. */
export function offlineVideoSources(record: DownloadRecord): PlayerSources {
  const manifest = offlineUrl(record.userId, record.id, 'manifest.mpd');
  return {
    vid1: manifest,
    vid2: null,
    vid3: null,
    dubs: [],
    subs: record.subs.map((sub) => ({
      ...sub,
      url: offlineUrl(record.userId, record.id, sub.url),
    })),
  };
}

/** The audio URL of a downloaded podcast episode. */
export function offlineAudioUrl(record: DownloadRecord): string {
  return offlineUrl(record.userId, record.id, 'audio.m4a');
}

export const isOfflineUrl = (url: string) => url.startsWith(OFFLINE_MEDIA_PREFIX);
