import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../../sw/outbox-core';
import { createIdbOutboxStore } from '../../sw/outbox-store';

/** A server with one last-write-wins value (a like), reachable or not. */
function likeServer() {
  const server = {
    online: true,
    liked: null as string | null,
    sent: [] as string[],
    async fetch(request: Request): Promise<Response> {
      if (!server.online) throw new TypeError('Failed to fetch');
      const value = request.url.split('/').at(-1)!;
      server.liked = value;
      server.sent.push(value);
      return new Response('{"status":true}', { status: 200 });
    },
  };
  return server;
}

let dbCounter = 0;
function setup() {
  const server = likeServer();
  const outbox = createOutbox({
    store: createIdbOutboxStore(`outbox-order-${dbCounter++}`),
    fetch: (r) => server.fetch(r),
    getToken: async () => 'tok',
    notify: () => undefined,
    now: () => Date.now(),
  });
  let n = 0;
  /** What the worker does with a like the page makes. */
  const like = (value: '1' | '0') => {
    n += 1;
    const url = `http://t/api/m/anime/status/7/1/anime/like/${value}`;
    const headers = { 'idempotency-key': `key-${n}` };
    return outbox.submit(
      { name: 'mediaStatus', url, method: 'GET', headers, body: null },
      new Request(url, { headers }),
    );
  };
  return { server, outbox, like };
}

describe('outbox submit', () => {
  it('sends a write at once when nothing waits, and answers the server', async () => {
    const { server, outbox, like } = setup();
    const response = await like('1');
    expect(response?.status).toBe(200);
    expect(server.liked).toBe('1');
    expect(await outbox.count()).toBe(0);
  });

  it('queues a write the network fails', async () => {
    const { server, outbox, like } = setup();
    server.online = false;
    expect(await like('1')).toBeNull();
    expect(await outbox.count()).toBe(1);
  });

  it('never lets an older queued write land after a newer one and undo it', async () => {
    const { server, outbox, like } = setup();
    server.online = false;
    await like('1'); // liked offline: queued
    server.online = true; // back, but nothing has replayed yet
    expect(await like('0')).toBeNull(); // unliked now: waits behind the like
    expect(await outbox.replay()).toBe('drained');
    expect(server.sent).toEqual(['1', '0']);
    expect(server.liked).toBe('0');
    expect(await outbox.count()).toBe(0);
  });
});
