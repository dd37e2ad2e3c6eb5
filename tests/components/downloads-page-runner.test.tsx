import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pauseDownload } from '@/features/downloads/engine/controller';
import { runInPage } from '@/features/downloads/engine/page-runner';
import { readRecord } from '@/features/downloads/engine/record-store';
import { clearDownloads, downloadRecord, seedDownloads } from './download-records';

/*
 * A pause that comes while a page's run is still starting (reading its record) must win: the run
 * used to become known only after it had written 'running', so the pause found no run, wrote
 * 'paused', and the run wrote 'running' over it and went on (the downloads e2e test's pause,
 * pressed right after the page took the download over, never showed "Үргэлжлүүлэх").
 */

const queued = downloadRecord({
  state: 'queued',
  remoteBase: 'https://btv.test/media/signed/x/',
  files: [
    { path: 'manifest.mpd', bytes: null },
    { path: 'chunk-1-00001.m4s', bytes: null },
  ],
});

beforeEach(async () => {
  await clearDownloads();
  await seedDownloads(queued);
  // Every file answers at once, as fetch does, unless its run was stopped.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      return new Response(new Uint8Array(8), { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a page's run of a download", () => {
  it('is paused by a pause that comes while it starts', async () => {
    const run = runInPage(queued);
    await pauseDownload(queued.userId, queued.id);
    await run;
    const record = await readRecord(queued.userId, queued.id);
    expect(record?.state).toBe('paused');
    expect(record?.files.map((file) => file.bytes)).toEqual([null, null]);
  });
});
