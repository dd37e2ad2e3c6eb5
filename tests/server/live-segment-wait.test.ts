import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSegmentWaiter, type LiveSegmentWait } from '../../server/http/live-segment-wait';

/*
 * The live segment hold on real files (decision 074, amended 2026-11-30). Each hold here is a
 * minute long, so a test that finishes shows the waiter let go for its reason, not its clock.
 */

const LONG: LiveSegmentWait = { holdMs: 60_000, pollMs: 20, freshMs: 60_000, maxWaiting: 10 };
let root: string;

/** A session whose packager wrote its manifest `ageMs` ago. */
function session(prefix: string, ageMs = 0) {
  const folder = path.join(root, 'l7');
  fs.mkdirSync(folder, { recursive: true });
  const manifest = path.join(folder, `${prefix}.mpd`);
  fs.writeFileSync(manifest, '<MPD type="dynamic"></MPD>');
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(manifest, at, at);
  return (name: string) => fs.writeFileSync(path.join(folder, name), 'segment');
}

/** Settles `promise` or says it is still pending once `turns` timers have run. */
async function pendingAfter(promise: Promise<unknown>, turns = 5): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setTimeout(resolve, 30));
  return !done;
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-live-wait-'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('liveSegmentWaiter', () => {
  it('holds a segment of a session being written until the packager renames it in', async () => {
    const write = session('swriting1');
    const wait = liveSegmentWaiter(LONG)(root, '/l7/swriting1-0-00005.m4s');
    expect(await pendingAfter(wait)).toBe(true);
    write('swriting1-0-00005.m4s');
    await wait;
  });

  it('lets go at once of a finished session, an unknown one and any other name', async () => {
    session('sended1', 120_000);
    const waiter = liveSegmentWaiter(LONG);
    await waiter(root, '/l7/sended1-0-00009.m4s');
    await waiter(root, '/l7/snobody1-0-00001.m4s');
    session('sother1');
    // Not a media segment name: the init segment, a manifest, a path outside a channel folder.
    await waiter(root, '/l7/sother1-init-0.m4s');
    await waiter(root, '/l7/sother1.mpd');
    await waiter(root, '/l7/../l7/sother1-0-00001.m4s');
    await waiter(root, '/x7/sother1-0-00001.m4s');
  });

  it('stops holding once the session stops being written', async () => {
    session('sdropped1');
    const wait = liveSegmentWaiter({ ...LONG, freshMs: 1_000 })(root, '/l7/sdropped1-1-00003.m4s');
    expect(await pendingAfter(wait, 2)).toBe(true);
    // The packager is gone: its manifest ages past freshness and the hold ends without the file.
    session('sdropped1', 5_000);
    await wait;
    expect(fs.existsSync(path.join(root, 'l7', 'sdropped1-1-00003.m4s'))).toBe(false);
  });

  it('holds no more than maxWaiting requests; the next one goes on at once', async () => {
    const write = session('sbusy1');
    const waiter = liveSegmentWaiter({ ...LONG, maxWaiting: 1 });
    const first = waiter(root, '/l7/sbusy1-0-00002.m4s');
    expect(await pendingAfter(first)).toBe(true);
    await waiter(root, '/l7/sbusy1-1-00002.m4s');
    write('sbusy1-0-00002.m4s');
    await first;
    // The place is free again.
    const again = waiter(root, '/l7/sbusy1-0-00003.m4s');
    expect(await pendingAfter(again)).toBe(true);
    write('sbusy1-0-00003.m4s');
    await again;
  });
});
