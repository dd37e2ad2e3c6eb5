import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface CliRun {
  code: number | null;
  /** Every non-empty line it wrote, stdout and stderr together. */
  out: string[];
}

/**
 * `npm run users|seed -- …args` as an operator runs it on the server machine (without npm's
 * banner): `server/cli/<name>.ts` in its own process, `env` over this one's, `input` on stdin.
 */
export function runCli(
  name: 'users' | 'seed' | 'staff',
  args: string[],
  env: Record<string, string>,
  input = '',
): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${name}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => {
    child.once('exit', (code) =>
      resolve({ code, out: text.split('\n').filter((line) => line.trim() !== '') }),
    );
  });
}
