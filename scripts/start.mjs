// `npm start`: build the PWA and compile the server if needed, then the server (plain node on
// dist-server/main.mjs, no tsx) on one port: API, media, the built app under /btv/, migrations
// and the seed on an empty database. One worker process per core (WORKERS to choose).
// Development mode (NODE_ENV is not set here): SMS, e-mail and QPay are sandboxes, their
// helpers (/__dev/*, /qpay-sandbox/*) answer only this machine although it listens on 0.0.0.0,
// and the demo accounts are seeded. NODE_ENV=production npm start listens where HOST says
// (127.0.0.1 when unset), seeds no account, and refuses to run without real provider settings
// unless SMS_PROVIDER, EMAIL_PROVIDER and PAYMENT_PROVIDER name the sandboxes (README "Running
// in production").
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale } from './build-server.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';
import { startEnv } from './start-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();
const bundle = await buildServerIfStale();

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
  cwd: root,
  stdio: 'inherit',
  env: startEnv(process.env, os.availableParallelism()),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
