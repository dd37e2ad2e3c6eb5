import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IN_PROGRESS_HEADER } from '../../contract/outbox';
import {
  createOutbox,
  MAX_OFFLINE_RETRY_MS,
  MAX_RETRY_DELAY_MS,
  type ReplayEvent,
} from '../../sw/outbox-core';
import { createIdbOutboxStore } from '../../sw/outbox-store';

let dbCounter = 0;

/**
 * An outbox in front of a scripted server: each replay gets the next answer. Timers are kept,
 * not run, so a test fires them when it likes.
 */
function setup(answers: (() => Response)[]) {
  const events: ReplayEvent[] = [];
  const timers: { retry: () => void; ms: number }[] = [];
  let sent = 0;
  const outbox = createOutbox({
    store: createIdbOutboxStore(`outbox-retry-${dbCounter++}`),
    fetch: () => {
      const answer = answers[Math.min(sent, answers.length - 1)]!;
      sent += 1;
      return Promise.resolve(answer());
    },
    getToken: () => Promise.resolve('tok'),
    notify: (e) => events.push(e),
    now: () => 1_000 + sent,
    schedule: (retry, ms) => timers.push({ retry, ms }),
  });
  const queueComment = () =>
    outbox.enqueue({
      name: 'commentPost',
      url: 'http://t/api/m/comment/post',
      method: 'POST',
      headers: { 'idempotency-key': 'k-1' },
      body: '{"body":"Сайхан"}',
    });
  return { outbox, events, timers, queueComment, sent: () => sent };
}

const json =
  (status: number, headers: Record<string, string> = {}) =>
  () =>
    new Response('{"status":false,"msg":"…"}', { status, headers });
const ok = json(200);

/** Lets the replay a fired timer started finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('outbox: answers that mean "not now"', () => {
  it('keeps a write whose earlier send is still running (409 in progress) and retries it', async () => {
    const { outbox, events, timers, queueComment, sent } = setup([
      json(409, { [IN_PROGRESS_HEADER]: 'true', 'Retry-After': '1' }),
      ok,
    ]);
    await queueComment();
    expect(await outbox.replay()).toBe('retry-later');
    expect(await outbox.count()).toBe(1);
    expect(events.some((e) => e.type === 'refused')).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([1000]);

    timers[0]!.retry();
    await settle();
    expect(sent()).toBe(2);
    expect(await outbox.count()).toBe(0);
    expect(events.some((e) => e.type === 'sent')).toBe(true);
  });

  it('still drops a real 409 conflict and says why', async () => {
    const { outbox, events, timers, queueComment } = setup([json(409)]);
    await queueComment();
    expect(await outbox.replay()).toBe('drained');
    expect(await outbox.count()).toBe(0);
    expect(events.some((e) => e.type === 'refused' && e.status === 409)).toBe(true);
    expect(timers).toEqual([]);
  });

  it('keeps a rate-limited write (429) and retries it after Retry-After, capped', async () => {
    const { outbox, timers, queueComment, sent } = setup([
      json(429, { 'Retry-After': '30' }),
      json(429, { 'Retry-After': '86400' }),
      ok,
    ]);
    await queueComment();
    expect(await outbox.replay()).toBe('retry-later');
    expect(timers.map((t) => t.ms)).toEqual([30_000]);
    timers[0]!.retry();
    await settle();
    expect(await outbox.count()).toBe(1);
    // A daily limit says "tomorrow"; the outbox looks again sooner (the server answers again).
    expect(timers.map((t) => t.ms)).toEqual([30_000, MAX_RETRY_DELAY_MS]);
    timers[1]!.retry();
    await settle();
    expect(sent()).toBe(3);
    expect(await outbox.count()).toBe(0);
  });

  it('sets one timer however many replays end in "retry later"', async () => {
    const { outbox, timers, queueComment } = setup([json(503)]);
    await queueComment();
    await outbox.replay();
    await outbox.replay();
    await outbox.replay();
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(1000);
  });

  it('tries again by itself after a replay the network refused, sooner than the longest wait', async () => {
    const down = () => {
      throw new TypeError('Failed to fetch');
    };
    const { outbox, timers, queueComment, sent } = setup([down, down, ok]);
    await queueComment();
    // The `online` event came before the link carried anything: this replay is its only trigger.
    expect(await outbox.replay()).toBe('offline');
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    timers[0]!.retry();
    await settle();
    expect(timers.map((t) => t.ms)).toEqual([2000, 4000]);
    timers[1]!.retry();
    await settle();
    expect(sent()).toBe(3);
    expect(await outbox.count()).toBe(0);
    expect(Math.max(...timers.map((t) => t.ms))).toBeLessThanOrEqual(MAX_OFFLINE_RETRY_MS);
  });
});
