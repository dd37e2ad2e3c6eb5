/*
 * How an upload's progress reads: percent, speed and time left. Pure, so the panel's numbers are
 * tested without a network.
 */

/** Whole percent, 100 only when every byte is in. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}

/** "850 KB", "12.4 MB", "3.1 GB". */
export function readableBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}

/** "45 сек", "3 мин 20 сек", "1 цаг 5 мин". */
export function readableDuration(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `${s} сек`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} мин ${s % 60} сек`;
  return `${Math.floor(minutes / 60)} цаг ${minutes % 60} мин`;
}

interface Sample {
  at: number;
  sent: number;
}

/** Keeps the last few seconds of progress: speed over a window, not since the start (a pause or a cut would skew it). */
export class SpeedWindow {
  private samples: Sample[] = [];
  constructor(private readonly windowMs = 5000) {}

  add(at: number, sent: number): void {
    // Bytes sent again after a cut count from where the server took them back.
    const last = this.samples.at(-1);
    if (last && sent < last.sent) this.samples = [];
    this.samples.push({ at, sent });
    while (this.samples.length > 2 && at - this.samples[0]!.at > this.windowMs) {
      this.samples.shift();
    }
  }

  reset(): void {
    this.samples = [];
  }

  /** Bytes a second, or null before there is enough to say. */
  bytesPerSecond(): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 500) return null;
    return ((last.sent - first.sent) * 1000) / (last.at - first.at);
  }
}

/** Seconds left at `speed`, or null when the speed is unknown or nil. */
export function secondsLeft(sent: number, total: number, speed: number | null): number | null {
  if (speed === null || speed <= 0) return null;
  return Math.max(0, total - sent) / speed;
}
