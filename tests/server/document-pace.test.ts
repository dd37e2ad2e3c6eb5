import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACE_MS } from '../../server/http/document-pace';
import { PRODUCTION_WITH_SANDBOXES } from './production-env';
import { renderFixture, type RenderFixture } from './first-view-fixture';
import { createTestApp, type TestApp } from './test-app';

/*
 * Issue 27, point 2, what was left: 32 connections asking for documents kept the event loop
 * answering thousands a second, renders or not, and the API's p99 went to 5x its idle. Past its
 * budget a client's documents are answered a second late; nobody else's are, nor its API reads.
 */

let fixture: RenderFixture;
let t: TestApp;

beforeEach(async () => {
  fixture = renderFixture();
  // As an operator deploys it (README "Running in production"): the pace is the same in any mode.
  t = await createTestApp({
    ...PRODUCTION_WITH_SANDBOXES,
    DIST_DIR: fixture.distDir,
    CATALOGUE_CACHE_MS: '10000',
    TRUST_PROXY: '1',
    DOCUMENTS_PER_CLIENT_PER_MINUTE: '8',
  });
});

afterEach(async () => {
  await t.close();
  fixture.remove();
});

const FLOODER = '198.51.100.7';
/** A document the fixture does not render (a query string always gets the shell). */
const PAGE = '/faq?tab=1';
const document = (client: string) =>
  t.app.request(PAGE, { headers: { 'X-Forwarded-For': client } });
const wasHeld = (answer: Response) =>
  answer.headers.get('Server-Timing')?.startsWith('held;') === true;

/** Settles to the answer's status, or to 'pending' if it has not come by the end of `ms`. */
const statusWithin = (answer: Response | Promise<Response>, ms: number) =>
  Promise.race([
    Promise.resolve(answer).then((response) => response.status),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms)),
  ]);

describe('documents past a client budget (issue 27, point 2)', () => {
  it('holds the flooding client only, and answers its held documents in full', async () => {
    // The burst (a quarter of 8 a minute, at least 4) is answered at once.
    for (let i = 0; i < 4; i++) {
      const answer = await document(FLOODER);
      expect(answer.status).toBe(200);
      expect(wasHeld(answer)).toBe(false);
    }

    const held = document(FLOODER);
    // A timer cannot fire early, however loaded the machine: the answer is not there before it.
    expect(await statusWithin(held, PACE_MS / 2)).toBe('pending');
    // Meanwhile another client's document and the flooder's own API read are answered.
    const other = await document('203.0.113.9');
    expect(other.status).toBe(200);
    expect(wasHeld(other)).toBe(false);
    const read = await t.app.request('/api/m/media/home/cat', {
      headers: { 'X-Forwarded-For': FLOODER },
    });
    expect(read.status).toBe(200);
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(wasHeld(answer)).toBe(true);
    expect(await answer.text()).toContain('<div id="root">');
  });

  it('is a rate, not a lock: the budget comes back with time', async () => {
    for (let i = 0; i < 4; i++) await document(FLOODER);
    expect(wasHeld(await document(FLOODER))).toBe(true);
    // Eight a minute: one comes back every 7.5 s, and the burst in 30 s.
    t.clock.advance(7_500);
    expect(wasHeld(await document(FLOODER))).toBe(false);
    expect(wasHeld(await document(FLOODER))).toBe(true);
    t.clock.advance(30_000);
    for (let i = 0; i < 4; i++) expect(wasHeld(await document(FLOODER))).toBe(false);
  });
});
