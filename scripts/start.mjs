// `npm start`: build the PWA if needed, then one server process on one port: API, media, the
// built app under /btv/, migrations and the demo seed on an empty database.
// Development mode (NODE_ENV is not set here): SMS, e-mail and QPay are sandboxes, and their
// helpers (/__dev/*, /qpay-sandbox/*) answer only this machine although it listens on 0.0.0.0.
// NODE_ENV=production npm start refuses to run without real provider settings unless
// SMS_PROVIDER, EMAIL_PROVIDER and PAYMENT_PROVIDER name the sandboxes (README "Safe defaults").
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, HOST: process.env.HOST ?? '0.0.0.0' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
