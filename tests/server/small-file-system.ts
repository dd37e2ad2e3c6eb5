import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallFileSystem {
  /** The mount point; make folders inside it, never remove it. */
  dir: string;
  /** Takes every free byte, as a log or an upload would: from now on nothing more fits. */
  fill(): void;
  /** Gives the space back. */
  free(): void;
  unmount(): void;
}

/**
 * A real file system of `bytes` (a tmpfs mounted for the test), so a write runs out of space the
 * way it does on a full disk: the kernel answers ENOSPC, and SQLite sees it in whatever write it
 * is doing (the WAL at commit, a journal, a spilled page) rather than at a limit of its own.
 * Mounting needs root, as the tests' machines run; without it the test fails and says why.
 */
export function mountSmallFileSystem(bytes: number): SmallFileSystem {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-small-fs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
  } catch (error) {
    fs.rmdirSync(dir);
    throw new Error(`mounting a ${bytes}-byte tmpfs needs root: ${String(error)}`);
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const block = Buffer.alloc(64 * 1024, 1);
      const fd = fs.openSync(filler, 'a');
      try {
        for (let size = block.length; size > 0;) {
          try {
            fs.writeSync(fd, block, 0, size);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
            size = size >> 1;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    free() {
      fs.rmSync(filler, { force: true });
    },
    unmount() {
      execFileSync('umount', [dir], { stdio: 'pipe' });
      fs.rmdirSync(dir);
    },
  };
}
