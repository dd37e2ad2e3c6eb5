import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { extra } from '../../contract/messages';
import { startServer } from '../../scripts/test-server.mjs';
import type { RunningServer } from '../../scripts/test-server.mjs';
import { createDatabase, databaseUrl, dropDatabase, uniqueDatabaseName } from './test-databases';

/*
 * WORKERS=2 as `npm start` runs it on two cores: one primary, two worker processes on one port.
 * Every request below opens a new connection, and the primary deals connections out in turn,
 * so consecutive requests land on different workers: a limit or a session kept in one worker's
 * memory would not hold.
 */

const base = inject('baseDb');
let server: RunningServer;
let dropDb = () => Promise.resolve();
const DEMO = { phone: '99119911', password: '2580' };

beforeAll(async () => {
  const env: Record<string, string> = {
    WORKERS: '2',
    LOGINS_PER_PHONE_PER_HOUR: '3',
    SHUTDOWN_TIMEOUT_MS: '5000',
  };
  if (base.kind === 'postgres') {
    const name = uniqueDatabaseName('btv_cluster');
    await createDatabase(base.adminUrl, name, base.template);
    env.DATABASE_URL = databaseUrl(base.adminUrl, name);
    dropDb = () => dropDatabase(base.adminUrl, name);
  }
  server = await startServer(env);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await dropDb();
});

/** One request on a connection of its own (no keep-alive agent). */
function request(
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<{ status: number; json: { status?: boolean; msg?: string; data?: unknown } }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function workerPids(): number[] {
  try {
    const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.pid)], {
      encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

describe('WORKERS=2', () => {
  it('serves from two worker processes under one primary on one port', async () => {
    expect(workerPids()).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => request('GET', '/api/m/media/home/cat')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
  });

  it('honours a session opened on one worker on every other', async () => {
    const login = await request('POST', '/api/m/login', { body: DEMO });
    expect(login.status).toBe(200);
    const { id, access_token } = login.json.data as { id: number; access_token: string };
    for (let i = 0; i < 4; i++) {
      const me = await request('GET', `/api/m/auth/me/${id}`, { token: access_token });
      expect(me.status).toBe(200);
    }
  });

  it('keeps one login limit for the phone across workers', async () => {
    // The session test above spent one of the three logins this hour.
    const statuses: number[] = [];
    let refused: string | undefined;
    for (let i = 0; i < 4; i++) {
      const answer = await request('POST', '/api/m/login', { body: DEMO });
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer.json.msg;
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(refused).toBe(extra.tooManyRequests);
  });

  it('replaces a worker that dies, and serving goes on', async () => {
    const [victim] = workerPids();
    process.kill(victim!, 'SIGKILL');
    await expect
      .poll(() => workerPids().filter((pid) => pid !== victim).length, { timeout: 20_000 })
      .toBe(2);
    // The new worker is up and listening: answers keep coming, from both.
    await expect
      .poll(() => server.output().split('listening on').length - 1, { timeout: 20_000 })
      .toBe(3);
    const answers = await Promise.all(Array.from({ length: 6 }, () => request('GET', '/readyz')));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
  });

  it('stops every worker on SIGTERM and exits 0', async () => {
    const pids = workerPids();
    server.signal('SIGTERM');
    const { code } = await server.exited;
    expect(code).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
