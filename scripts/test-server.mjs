// The real server (the compiled dist-server/main.mjs, as `npm start` runs it) on a free port with
// a fresh database, for the end-to-end tests, benchmarks and screenshots. Resolves once it
// listens.
import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildServerIfStale } from './build-server.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** A port free on loopback now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A UDP port free on loopback a moment ago (an SRT listener's). */
export async function freeUdpPort() {
  const socket = dgram.createSocket('udp4');
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise((resolve) => socket.close(() => resolve()));
  return port;
}

async function spawnServer(env) {
  const bundle = await buildServerIfStale({ quiet: true });
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Waits until the server draws first views. It loads their renderer as it starts, at the lowest
 * priority, and a page asked for before that is done gets the empty shell after 3 s (decision
 * 038): on a busy machine a test's first page would then be a shell by chance. `/` is the page
 * the server's own warm-up renders, so asking for it caches nothing the server would not. A build
 * without the renderer never draws one: no wait.
 */
async function firstViewsReady(url, distDir = path.join(root, 'dist')) {
  const renderer = path.join(`${path.resolve(root, distDir)}-ssr`, 'render-first-view.js');
  if (!fs.existsSync(renderer)) return;
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    const html = await fetch(`${url}/`, { headers: { Accept: 'text/html' } })
      .then((response) => response.text())
      .catch(() => '');
    // The login frame's template comes only with a first view (decision 082).
    if (html.includes('id="early-login"')) return;
    await delay(100);
  }
}

export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-bench-'));
  const child = await spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Every test and benchmark client is 127.0.0.1 and most sign in as the same demo user, in
    // parallel: the per-user and per-address account limits (tested in tests/server) would
    // otherwise end each other's sessions. A caller may still set its own.
    SESSIONS_PER_USER: '1000',
    LOGINS_PER_PHONE_PER_HOUR: '100000',
    LOGINS_PER_IP_PER_HOUR: '100000',
    SMS_PER_IP_PER_HOUR: '100000',
    SMS_REGISTER_PER_HOUR: '100000',
    SMS_RESET_PER_HOUR: '100000',
    // The same address opens every public page in turn: first views must not fall back to the
    // shell on the render budget (tests/server/first-view-flood.test.ts tests it).
    FIRST_VIEWS_PER_MINUTE: '100000',
    FIRST_VIEWS_PER_CLIENT_PER_MINUTE: '100000',
    DOCUMENTS_PER_CLIENT_PER_MINUTE: '1000000',
    // The seed's art is the same in every fresh database: drawn as WebP once for every server
    // of the run (decision 091), not once per test file.
    ART_CACHE_DIR: path.join(os.tmpdir(), 'btv-art-cache'),
    ...env,
  });
  let log = '';
  // With WORKERS, each worker says it listens: wait for all, so every one takes connections.
  const listeners = Math.max(1, Number(env.WORKERS) || 1);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 120_000);
    const onData = (chunk) => {
      log += chunk.toString();
      if (log.split('listening on').length > listeners) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  await firstViewsReady(`http://127.0.0.1:${port}`, env.DIST_DIR);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    pid: child.pid,
    output: () => log,
    signal: (name) => child.kill(name),
    exited,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }).finally(() => fs.rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** Starts the server expecting it to refuse: resolves with its exit code and output. */
export async function runServerToExit(env = {}, timeoutMs = 60_000) {
  const child = await spawnServer(env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not exit:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
