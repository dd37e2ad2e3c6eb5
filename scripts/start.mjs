// `npm start`: build the PWA and compile the server if needed, then the server (plain node on
// dist-server/main.mjs, no tsx) on one port: API, media, the built app under /btv/, migrations
// and the demo seed on an empty database. One worker process per core (WORKERS to choose).
// Development mode (NODE_ENV is not set here): SMS, e-mail and QPay are sandboxes, and their
// helpers (/__dev/*, /qpay-sandbox/*) answer only this machine although it listens on 0.0.0.0.
// NODE_ENV=production npm start refuses to run without real provider settings unless
// SMS_PROVIDER, EMAIL_PROVIDER and PAYMENT_PROVIDER name the sandboxes (README "Safe defaults").
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale } from './build-server.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();
const bundle = await buildServerIfStale();

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: process.env.HOST ?? '0.0.0.0',
    WORKERS: process.env.WORKERS ?? String(os.availableParallelism()),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
