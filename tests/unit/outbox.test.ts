import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOutbox, type ReplayEvent } from '../../sw/outbox-core';
import { createIdbOutboxStore } from '../../sw/outbox-store';

/**
 * A server that behaves like ours: Idempotency-Key dedupes, 401 without a valid token, and test
 * switches for the network being down, a 500, and a reply lost after the write committed.
 */
function fakeWorld() {
  const rows: string[] = [];
  const answered = new Map<string, number>();
  const world = {
    online: true,
    fail500: false,
    dropReply: false,
    token: 'tok-1' as string | null,
    validToken: 'tok-1',
    rows,
    async fetch(request: Request): Promise<Response> {
      if (!world.online) throw new TypeError('Failed to fetch');
      if (request.headers.get('authorization') !== `Bearer ${world.validToken}`) {
        return new Response('{"status":false,"msg":"401"}', { status: 401 });
      }
      if (world.fail500) return new Response('{"status":false}', { status: 500 });
      const key = request.headers.get('idempotency-key') ?? '';
      if (!answered.has(key)) {
        rows.push(((await request.json()) as { body: string }).body);
        answered.set(key, rows.length);
      }
      if (world.dropReply) throw new TypeError('connection reset');
      return new Response('{"status":true}', { status: 200 });
    },
  };
  return world;
}

let dbCounter = 0;
function setup() {
  const world = fakeWorld();
  const events: ReplayEvent[] = [];
  let now = 1_000;
  const outbox = createOutbox({
    store: createIdbOutboxStore(`outbox-test-${dbCounter++}`),
    fetch: (r) => world.fetch(r),
    getToken: async () => world.token,
    notify: (e) => events.push(e),
    now: () => now++,
  });
  let n = 0;
  /** What the page + worker do for one write: try the network, queue it when that fails. */
  async function write() {
    n += 1;
    const body = `write-${n}`;
    const headers = { 'content-type': 'application/json', 'idempotency-key': `key-${n}` };
    const payload = JSON.stringify({ body });
    try {
      const response = await world.fetch(
        new Request('http://t/api/m/comment/post', {
          method: 'POST',
          headers: { ...headers, authorization: `Bearer ${world.token}` },
          body: payload,
        }),
      );
      if (response.status === 401 || response.status >= 500) throw new TypeError('not sent');
    } catch {
      await outbox.enqueue({
        name: 'commentPost',
        url: 'http://t/api/m/comment/post',
        method: 'POST',
        headers,
        body: payload,
      });
    }
    return body;
  }
  return { world, outbox, events, write, written: () => n };
}

describe('outbox replay rules', () => {
  it('sends 50 offline writes exactly once, in order, and empties', async () => {
    const { world, outbox, write } = setup();
    world.online = false;
    for (let i = 0; i < 50; i++) await write();
    expect(await outbox.count()).toBe(50);
    world.online = true;
    expect(await outbox.replay()).toBe('drained');
    expect(world.rows).toEqual(Array.from({ length: 50 }, (_, i) => `write-${i + 1}`));
    expect(await outbox.count()).toBe(0);
  });

  it('keeps a write whose replay gets a 500, and sends it later', async () => {
    const { world, outbox, write } = setup();
    world.online = false;
    await write();
    world.online = true;
    world.fail500 = true;
    expect(await outbox.replay()).toBe('retry-later');
    expect(await outbox.count()).toBe(1);
    world.fail500 = false;
    expect(await outbox.replay()).toBe('drained');
    expect(world.rows).toEqual(['write-1']);
  });

  it('stores a write once when the reply was lost after the server committed it', async () => {
    const { world, outbox, write } = setup();
    world.dropReply = true;
    await write(); // committed, but the page never heard back, so it queued it
    expect(await outbox.count()).toBe(1);
    world.dropReply = false;
    await outbox.replay();
    expect(world.rows).toEqual(['write-1']);
  });

  it('keeps writes until the user logs in again, then signs them with the new token', async () => {
    const { world, outbox, write } = setup();
    world.online = false;
    await write();
    world.online = true;
    world.validToken = 'tok-2';
    expect(await outbox.replay()).toBe('needs-login');
    expect(await outbox.count()).toBe(1);
    world.token = 'tok-2';
    expect(await outbox.replay()).toBe('drained');
    expect(world.rows).toEqual(['write-1']);
  });

  it('drops a write the server refuses with another 4xx and says why', async () => {
    const events: ReplayEvent[] = [];
    const refusing = createOutbox({
      store: createIdbOutboxStore(`outbox-test-${dbCounter++}`),
      fetch: async () => new Response('{"status":false,"msg":"Сэтгэлгээ хоосон"}', { status: 400 }),
      getToken: async () => 'tok',
      notify: (e) => events.push(e),
      now: () => 5,
    });
    await refusing.enqueue({
      name: 'report',
      url: 'http://t/api/m/report/1',
      method: 'POST',
      headers: {},
      body: '{}',
    });
    expect(await refusing.replay()).toBe('drained');
    expect(await refusing.count()).toBe(0);
    expect(events.some((e) => e.type === 'refused' && e.msg === 'Сэтгэлгээ хоосон')).toBe(true);
  });

  it('never loses or doubles a write, whatever the network, the server and the user do', async () => {
    type Op =
      | 'write'
      | 'offline'
      | 'online'
      | 'fail500'
      | 'heal500'
      | 'drop'
      | 'undrop'
      | 'logout'
      | 'login'
      | 'replay'
      | 'replayTwice';
    const op = fc.constantFrom<Op>(
      'write',
      'write',
      'write',
      'offline',
      'online',
      'fail500',
      'heal500',
      'drop',
      'undrop',
      'logout',
      'login',
      'replay',
      'replayTwice',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const { world, outbox, write, written } = setup();
        for (const o of ops) {
          if (o === 'write') await write();
          if (o === 'offline') world.online = false;
          if (o === 'online') world.online = true;
          if (o === 'fail500') world.fail500 = true;
          if (o === 'heal500') world.fail500 = false;
          if (o === 'drop') world.dropReply = true;
          if (o === 'undrop') world.dropReply = false;
          if (o === 'logout') world.token = null;
          if (o === 'login') world.token = world.validToken;
          if (o === 'replay') await outbox.replay();
          // Two triggers at once (sync event + page message) must not send anything twice.
          if (o === 'replayTwice') await Promise.all([outbox.replay(), outbox.replay()]);
        }
        Object.assign(world, {
          online: true,
          fail500: false,
          dropReply: false,
          token: world.validToken,
        });
        await outbox.replay();
        await outbox.replay();
        expect(await outbox.count()).toBe(0);
        const expected = Array.from({ length: written() }, (_, i) => `write-${i + 1}`);
        expect([...world.rows].sort()).toEqual([...expected].sort());
        expect(new Set(world.rows).size).toBe(world.rows.length);
      }),
      { numRuns: 150 },
    );
  });
});
