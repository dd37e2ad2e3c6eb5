// The upload line of issue 33, measured on this machine over loopback (decision 060):
//  - throughput: a file sent with tus-js-client (8 MiB PATCHes, as the studio sends them) to the
//    real /api/studio/uploads, against one plain HTTP PUT of the same bytes to the same server
//    process (a route added beside the app for this run only, streaming into the same folder);
//  - a cut at half way: the upload is aborted mid-PATCH, then resumed from the server's offset;
//    printed: bytes sent twice (aim: at most one chunk).
//   npx tsx scripts/bench-upload.ts [--mib 1024] [--runs 3]
// Aim (issue 33): tus at no less than 0.8 of the plain PUT.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { Upload } from 'tus-js-client';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { createDb } from '../server/db/client';
import { mediaSigningSecret } from '../server/domain/media-secret';
import { grantRole } from '../server/domain/staff-roles';
import { finishStepUp, startStepUp } from '../server/domain/studio-session';
import { prepareDatabase } from '../server/process/prepare-database';
import { UPLOAD_CHUNK_BYTES as CHUNK_BYTES } from '../contract/studio/ingest-paths';
import { flag, machine, median } from './bench/common.mjs';

const MIB = Number(flag('mib', '1024'));
const RUNS = Number(flag('runs', '3'));
const SIZE = MIB * 1024 * 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-bench-upload-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
});
const db = createDb(config);
await prepareDatabase(db, config);
config.mediaSigningSecret = await mediaSigningSecret(db, config, Date.now());
const deps = { db, config, clock: systemClock };

// A staff member, stepped up as the studio does it, without the SMS round trip.
const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
await grantRole(db, { userId: user.id, role: 'editor', by: null, now: Date.now() });
const { code } = await startStepUp(deps, user.id);
const { token } = await finishStepUp(deps, user.id, code, 'bench');
const movie = await db
  .selectFrom('media')
  .select('id')
  .where('kind', '=', 'movie')
  .executeTakeFirstOrThrow();

const plainDir = path.join(dataDir, 'ingest', 'plain');
fs.mkdirSync(plainDir, { recursive: true });
const outer = new Hono();
outer.put('/__bench/put/:name', async (c) => {
  const target = path.join(plainDir, c.req.param('name'));
  const body = c.req.raw.body;
  if (body) await pipeline(body as unknown as NodeJS.ReadableStream, fs.createWriteStream(target));
  return c.body(null, 204);
});
outer.route('/', createApp(deps));
const server = serve({ fetch: outer.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const source = path.join(dataDir, 'source.bin');
{
  const out = fs.createWriteStream(source);
  for (let left = SIZE; left > 0; left -= 16 * 1024 * 1024) {
    out.write(randomBytes(Math.min(left, 16 * 1024 * 1024)));
  }
  await new Promise((resolve) => out.end(resolve));
}

function plainPut(name: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/__bench/put/${name}`, {
      method: 'PUT',
      headers: { 'Content-Length': String(SIZE), 'Content-Type': 'application/octet-stream' },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 204
          ? resolve(performance.now() - started)
          : reject(new Error(`PUT ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    fs.createReadStream(source).pipe(req);
  });
}

function tusOptions(extra: Partial<ConstructorParameters<typeof Upload>[1]>) {
  return {
    endpoint: `${base}/api/studio/uploads`,
    chunkSize: CHUNK_BYTES,
    retryDelays: null,
    headers: { Authorization: `Bearer ${token}` },
    metadata: {
      owner_type: 'movie',
      owner_id: String(movie.id),
      kind: 'video',
      filename: 'bench.bin',
    },
    uploadSize: SIZE,
    storeFingerprintForResuming: false,
    ...extra,
  };
}

function tusUpload(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const upload = new Upload(
      fs.createReadStream(source),
      tusOptions({
        onSuccess: () => resolve(performance.now() - started),
        onError: reject,
      }),
    );
    upload.start();
  });
}

/** Aborts at half way, resumes from the server's offset; answers the bytes sent twice. */
async function cutAtHalf(): Promise<{
  sentBeforeCut: number;
  acknowledged: number;
  resentBytes: number;
}> {
  let sentBeforeCut = 0;
  let url = '';
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(
      fs.createReadStream(source),
      tusOptions({
        onProgress(sent) {
          if (sent >= SIZE / 2 && sentBeforeCut === 0) {
            sentBeforeCut = sent;
            url = upload.url ?? '';
            void upload.abort().then(resolve, reject);
          }
        },
        onError: reject,
      }),
    );
    upload.start();
  });
  const head = await fetch(url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` },
  });
  const acknowledged = Number(head.headers.get('upload-offset'));
  await new Promise<void>((resolve, reject) => {
    const upload = new Upload(
      fs.createReadStream(source),
      tusOptions({ uploadUrl: url, onSuccess: () => resolve(), onError: reject }),
    );
    upload.start();
  });
  const finished = await fetch(url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` },
  });
  if (Number(finished.headers.get('upload-offset')) !== SIZE)
    throw new Error('resumed upload did not finish');
  // Sent before the cut beyond what the server kept: those bytes go again.
  return { sentBeforeCut, acknowledged, resentBytes: Math.max(0, sentBeforeCut - acknowledged) };
}

const mbps = (ms: number) => (SIZE / 1024 / 1024 / (ms / 1000)).toFixed(0);
const puts: number[] = [];
const tuses: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    // Alternated, so a slow moment of a shared machine falls on both.
    puts.push(await plainPut(`run-${run}`));
    fs.rmSync(path.join(plainDir, `run-${run}`));
    tuses.push(await tusUpload());
    for (const name of fs.readdirSync(config.ingestUploadsDir))
      fs.rmSync(path.join(config.ingestUploadsDir, name));
  }
  const cut = await cutAtHalf();
  const put = median(puts);
  const tus = median(tuses);
  console.log(`machine: ${machine()}`);
  console.log(
    `file: ${MIB} MiB over loopback, ${RUNS} runs each, chunk ${CHUNK_BYTES / 1024 / 1024} MiB`,
  );
  console.log(
    `plain PUT: median ${put.toFixed(0)} ms (${mbps(put)} MiB/s), runs ${puts.map((m) => m.toFixed(0)).join(', ')}`,
  );
  console.log(
    `tus:       median ${tus.toFixed(0)} ms (${mbps(tus)} MiB/s), runs ${tuses.map((m) => m.toFixed(0)).join(', ')}`,
  );
  const ratio = put / tus;
  console.log(
    `tus throughput / plain PUT: ${ratio.toFixed(2)} (aim ≥ 0.80) ${ratio >= 0.8 ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `cut at half: ${cut.sentBeforeCut} bytes sent, server kept ${cut.acknowledged}; sent again ${cut.resentBytes} bytes` +
      ` (${(cut.resentBytes / CHUNK_BYTES).toFixed(2)} chunk; aim ≤ 1) ${cut.resentBytes <= CHUNK_BYTES ? 'ok' : 'MISSED'}`,
  );
} finally {
  server.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
