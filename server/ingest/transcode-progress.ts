/*
 * ffmpeg's `-progress pipe:1` writes blocks of key=value lines, each ending in
 * `progress=continue` (or `progress=end`). The position is out_time_us; against the source's
 * duration it is the share done.
 */

export interface ProgressBlock {
  outTimeSec: number | null;
  ended: boolean;
}

/** Feeds chunks of ffmpeg's stdout; calls back once per finished block. */
export function progressParser(onBlock: (block: ProgressBlock) => void): (chunk: string) => void {
  let pending = '';
  let outTimeSec: number | null = null;
  return (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.trim();
      const eq = line.indexOf('=');
      if (eq < 0) continue;
      const key = line.slice(0, eq);
      const value = line.slice(eq + 1);
      if (key === 'out_time_us' || key === 'out_time_ms') {
        // Both keys are microseconds (out_time_ms is misnamed in ffmpeg); N/A before the first frame.
        const us = Number(value);
        if (Number.isFinite(us) && us >= 0) outTimeSec = us / 1_000_000;
      } else if (key === 'progress') {
        onBlock({ outTimeSec, ended: value === 'end' });
      }
    }
  };
}

/** Percent of `durationSec` reached, clamped to 0–100 (an unknown duration reads as 0 until the end). */
export function percentOf(block: ProgressBlock, durationSec: number): number {
  if (block.ended) return 100;
  if (block.outTimeSec === null || !(durationSec > 0)) return 0;
  return Math.min(100, Math.max(0, (block.outTimeSec / durationSec) * 100));
}
