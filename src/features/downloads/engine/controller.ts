import type { DownloadGrant, DownloadKind } from '@contract/entities';
import {
  storedBytes,
  downloadIdOf,
  downloadKey,
  offlineUrl,
  type DownloadId,
  type DownloadRecord,
} from '@contract/offline-downloads';
import type { PlayerSources } from '@/features/player';
import { ApiError } from '@/lib/api-client';
import { getDownloadGrant } from '../api/get-download-grant';
import { GrantRefusedError } from '../errors';
import { abortBackground, attachBackground, runInBackground } from './background-runner';
import { deleteFiles, putFile } from './byte-store';
import { downloadMessages } from '@contract/messages';
import { inFlightBytes } from './live-progress';
import { isRunningHere, runInPage, SourcesExpiredError, stopInPage } from './page-runner';
import { planPodcast, planVideo, renewedBase } from './plan-download';
import { readRecord, readRecords, removeRecord, writeRecord } from './record-store';
import { askToPersist, ensureSpace, estimateSpace, isPersisted } from './space';

/*
 * The downloads' public operations (decision 029). Every function takes the signed-in user's id:
 * records, bytes and local URLs are that user's own.
 * Errors: NotEnoughSpaceError and GrantRefusedError (../errors.ts); a network failure rejects with
 * the fetch error and leaves the record 'failed' (resumable).
 */

export interface StartRequest {
  kind: DownloadKind;
  id: number;
  /** Video height (480/720/1080); HD when absent. The button passes the saved preference. */
  quality?: number;
  /** Audio language to keep (the saved sound); the title's first when absent. */
  audioLang?: string | null;
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

/** Refusals become GrantRefusedError with the server's text; other failures pass through. */
async function fetchGrant(userId: number, kind: DownloadKind, id: number): Promise<DownloadGrant> {
  try {
    return await getDownloadGrant(userId, kind, id);
  } catch (error) {
    if (error instanceof ApiError && (error.httpStatus === 403 || error.httpStatus === 404)) {
      throw new GrantRefusedError(error.msg);
    }
    throw error;
  }
}

/** A signed folder's `exp` (Unix seconds) from `/media/s/{exp}/…`; null for a public folder. */
function signedUntil(remoteBase: string): number | null {
  const match = /\/media\/s\/(\d+)\//.exec(remoteBase);
  return match ? Number(match[1]) * 1000 : null;
}

/** Signed URLs this close to their end are renewed before a fetch starts on them. */
const RENEW_AHEAD_MS = 10 * 60_000;

/** Asks the server again: new expiry, and the same files under a freshly signed folder. */
async function refreshGrant(record: DownloadRecord): Promise<DownloadRecord> {
  const grant = await fetchGrant(record.userId, record.kind, record.itemId);
  const remoteBase = renewedBase(record, grant) ?? record.remoteBase;
  const renewed: DownloadRecord = {
    ...record,
    remoteBase,
    expiresAt: Date.parse(grant.expires_at),
    expiry: grant.expiry,
    checkedAt: Date.now(),
  };
  await writeRecord(renewed);
  return renewed;
}

/** Waits before trying a page-driven download again after a network failure: 2 s, 5 s … 1 min. */
const RETRY_MS = [2_000, 5_000, 10_000, 30_000, 60_000];
const retries = new Map<string, { attempt: number; timer: number }>();

/**
 * A dropped connection does not end a download: it goes on when the network returns (the
 * 'online' event, where the browser notices) or at the next try, whichever comes first.
 */
function retryLater(userId: number, id: DownloadId): void {
  const key = downloadKey(userId, id);
  const previous = retries.get(key);
  if (previous) window.clearTimeout(previous.timer);
  const attempt = (previous?.attempt ?? -1) + 1;
  const go = () => {
    window.removeEventListener('online', go);
    window.clearTimeout(entry.timer);
    void drive(userId, id);
  };
  const entry = {
    attempt,
    timer: window.setTimeout(go, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]),
  };
  retries.set(key, entry);
  window.addEventListener('online', go, { once: true });
}

/**
 * Runs a download to its end from wherever it stopped: in Background Fetch where it can, else in
 * this page, renewing signed URLs once when they have ended.
 */
async function drive(userId: number, id: DownloadId): Promise<void> {
  let record = await readRecord(userId, id);
  if (!record || record.state === 'done' || record.state === 'paused') return;
  if (record.via === 'background' && (await attachBackground(record))) return;
  try {
    const until = signedUntil(record.remoteBase);
    if (until !== null && until - Date.now() < RENEW_AHEAD_MS) record = await refreshGrant(record);
    if (await runInBackground(record)) return;
    try {
      await runInPage(record);
    } catch (error) {
      if (!(error instanceof SourcesExpiredError)) throw error;
      record = await refreshGrant(record);
      await runInPage(record);
    }
  } catch (error) {
    const latest = await readRecord(userId, id);
    if (!latest) return;
    if (error instanceof GrantRefusedError) {
      await writeRecord({ ...latest, state: 'failed', via: null, error: error.message });
      return;
    }
    if (latest.state !== 'failed') {
      await writeRecord({ ...latest, state: 'failed', via: null, error: downloadMessages.failed });
    }
    retryLater(userId, id);
    return;
  }
  retries.delete(downloadKey(userId, id));
}

/**
 * Asks the server for the grant, checks the space, asks for persistent storage with the first
 * download, stores the record and starts fetching (Background Fetch where the browser has it,
 * else page-driven). Resolves once the record exists; a download already there is resumed.
 */
export async function startDownload(
  userId: number,
  request: StartRequest,
): Promise<DownloadRecord> {
  const id = downloadIdOf(request.kind, request.id);
  const existing = await readRecord(userId, id);
  if (existing && (existing.state === 'paused' || existing.state === 'failed')) {
    await resumeDownload(userId, id);
  }
  if (existing) return (await readRecord(userId, id)) ?? existing;
  const grant = await fetchGrant(userId, request.kind, request.id);
  const now = Date.now();
  const plan =
    request.kind === 'podcast'
      ? { record: planPodcast(userId, grant, now), manifest: null }
      : await planVideo(userId, grant, request, now);
  await ensureSpace(plan.record.totalBytes);
  if ((await readRecords(userId)).length === 0) void askToPersist();
  if (plan.manifest !== null) {
    const body = new TextEncoder().encode(plan.manifest);
    await putFile(plan.record, 'manifest.mpd', body.buffer, 'application/dash+xml');
  }
  await writeRecord(plan.record);
  void drive(userId, id);
  return plan.record;
}

export async function pauseDownload(userId: number, id: DownloadId): Promise<void> {
  const record = await readRecord(userId, id);
  if (!record || record.state === 'done') return;
  if (await stopInPage(record, 'paused')) return;
  // The worker stores what a Background Fetch had fetched when it sees the abort.
  await writeRecord({ ...record, state: 'paused', via: null });
  await abortBackground(record);
}

/** Goes on from the first file not yet stored (renewing signed URLs when they have expired). */
export async function resumeDownload(userId: number, id: DownloadId): Promise<void> {
  const record = await readRecord(userId, id);
  if (!record || record.state === 'done' || isRunningHere(record)) return;
  await writeRecord({ ...record, state: 'queued', error: null });
  void drive(userId, id);
}

/** Deletes a download's bytes and record, stopping it first when it runs. */
export async function deleteDownload(userId: number, id: DownloadId): Promise<void> {
  const record = await readRecord(userId, id);
  if (!record) return;
  // The record goes first: a Background Fetch ending now finds none and stores nothing.
  await removeRecord(userId, id);
  await stopInPage(record, 'cancelled');
  await abortBackground(record);
  await deleteFiles(record);
}

/** Stops a running download and deletes what it stored and its record. */
export const cancelDownload = deleteDownload;

/** Every download of the user (logout's "delete"). */
export async function deleteAllDownloads(userId: number): Promise<void> {
  for (const record of await readRecords(userId)) await deleteDownload(userId, record.id);
}

/**
 * Online: asks the server again and stores the new expiry. Throws GrantRefusedError when the
 * right has ended; the record is then kept, expired, until the user deletes it.
 */
export async function renewDownload(userId: number, id: DownloadId): Promise<DownloadRecord> {
  const record = await readRecord(userId, id);
  if (!record) throw new Error('no such download');
  try {
    return await refreshGrant(record);
  } catch (error) {
    if (error instanceof GrantRefusedError) {
      await writeRecord({ ...record, expiresAt: Math.min(record.expiresAt, Date.now()) });
    }
    throw error;
  }
}

/** Goes on with the user's unfinished downloads: at app start, and when the network returns. */
export async function resumePending(userId: number): Promise<void> {
  for (const record of await readRecords(userId)) {
    if (record.state === 'running' || record.state === 'queued' || record.state === 'failed') {
      await drive(userId, record.id);
    }
  }
}

/** What the given downloads hold, and what the browser says the origin uses and may use. */
export async function storageSummary(records: readonly DownloadRecord[]): Promise<StorageSummary> {
  const [space, persisted] = await Promise.all([estimateSpace(), isPersisted()]);
  const downloadsBytes = records.reduce((sum, r) => sum + storedBytes(r), 0);
  return { downloadsBytes, usageBytes: space.usage, quotaBytes: space.quota, persisted };
}

export const listDownloads = readRecords;
export const getDownload = readRecord;

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
  const stored = storedBytes(record);
  // A running Background Fetch's bytes count before the worker stores them.
  const held =
    record.state === 'running'
      ? stored + inFlightBytes(downloadKey(record.userId, record.id))
      : stored;
  const total = Math.max(record.totalBytes, held);
  const percent =
    record.state === 'done' ? 100 : total > 0 ? Math.min(99, Math.floor((held / total) * 100)) : 0;
  return { storedBytes: held, totalBytes: total, percent };
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
