import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

/**
 * DATA_DIR must exist (it is created when missing) and take writes; otherwise the first SQLite
 * write or upload would fail much later with a stack trace. A probe file finds out for real:
 * permissions alone say nothing when running as root, and a read-only mount ignores them.
 */
export function assertWritableDir(dir: string, name: string): void {
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`${name}=${dir} is not a writable folder (${code})`);
  }
}
