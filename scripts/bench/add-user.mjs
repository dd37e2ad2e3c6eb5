// An account on a server's database made the way an operator makes one, `npm run users -- add`
// (server/cli/users.ts), with the PIN on standard input: a production server seeds no accounts,
// so a benchmark that signs in against one makes its own (docs/decisions/039).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Adds `phone` with `pin` to the database in `env` (DATA_DIR or DATABASE_URL); throws if refused. */
export function addUser(env, phone, pin) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/users.ts', 'add', phone],
    { cwd: root, env: { ...process.env, ...env }, input: `${pin}\n`, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`users add ${phone}: ${result.stderr || result.stdout}`);
  return { phone, pin };
}
