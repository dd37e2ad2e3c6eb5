import fs from 'node:fs';
import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASHING_NICE, scryptLowPriority } from '../../server/domain/scrypt-pool';

const params = { N: 1024, r: 8, p: 1 };

/** The nice value of each of this process's threads (field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return fs.readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The command name may hold spaces; the fields after it are space-separated.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [Number(fields[16])];
    } catch {
      return [];
    }
  });
}

describe('scryptLowPriority', () => {
  it('hashes exactly as crypto.scrypt does, in parallel', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const keys = await Promise.all(
      ['2580', '3691', '4826', '7391', '1357'].map((pin) =>
        scryptLowPriority(pin, salt, 32, params),
      ),
    );
    keys.forEach((key, i) => {
      const pin = ['2580', '3691', '4826', '7391', '1357'][i]!;
      expect(key.equals(scryptSync(pin, salt, 32, params))).toBe(true);
    });
  });

  it('fails a hash with bad parameters without breaking the next one', async () => {
    const salt = Buffer.from('salt');
    await expect(scryptLowPriority('2580', salt, 32, { N: 3, r: 8, p: 1 })).rejects.toThrow();
    const key = await scryptLowPriority('2580', salt, 32, params);
    expect(key.equals(scryptSync('2580', salt, 32, params))).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'runs on threads below the event loop’s priority',
    async () => {
      await scryptLowPriority('2580', Buffer.from('salt'), 32, params);
      const nices = threadNices();
      expect(nices).toContain(HASHING_NICE);
      // The main thread (the first task, whose id is the process id) keeps its priority.
      const main = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
      expect(Number(main.slice(main.lastIndexOf(')') + 2).split(' ')[16])).toBe(0);
    },
  );
});
