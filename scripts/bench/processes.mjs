// The machine's processes as /proc lists them, for benchmarks that count the CPU of what they
// started (an ffmpeg packager, Chromium and the server) rather than the whole machine's.
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * Every process: pid → { ppid, comm, ms, reapedMs }. `ms` is its own user + system time;
 * `reapedMs` that of its children that have exited and been waited for (a closed renderer's
 * time ends up in its browser's).
 */
export function processes() {
  const table = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    // After the command: state, ppid, …; utime, stime, cutime and cstime are fields 14–17 of stat.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (i, j) => ((Number(fields[i]) + Number(fields[j])) * 1000) / TICKS_PER_SECOND;
    table.set(Number(entry), {
      ppid: Number(fields[1]),
      comm,
      ms: ms(11, 12),
      reapedMs: ms(13, 14),
    });
  }
  return table;
}
