import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Rung } from '../../ingest/transcode-ladder';
import { firstSegmentName, manifestName, packagerArgs, type PackagerPlan } from './packager-args';

/*
 * One ffmpeg per encoder session, fed FLV on stdin (no shell: arguments are an array). It ends the
 * way PeerTube's does: stdin closed so ffmpeg finishes the last segment and writes the final
 * (static) manifest, then SIGKILL after a grace period if it has not exited by itself.
 */

/** More than this waiting for ffmpeg's stdin means it cannot keep up: better to end than to swell. */
const MAX_QUEUED_BYTES = 32 * 1024 * 1024;
const READY_POLL_MS = 200;
const STDERR_KEPT = 4096;

export interface PackagerEvents {
  /** The manifest and the first segment are on disk. */
  onReady(): void;
  /** ffmpeg exited; `asked` is false when it ended before stop() (a failure). */
  onExit(info: {
    code: number | null;
    signal: string | null;
    asked: boolean;
    lastLine: string;
  }): void;
}

export class Packager {
  private readonly child: ChildProcessByStdio<Writable, null, Readable>;
  private stderr = '';
  private asked = false;
  private exited = false;
  private readonly exit: Promise<void>;
  private readyTimer: NodeJS.Timeout | null = null;

  constructor(
    ffmpeg: string,
    private readonly plan: PackagerPlan,
    rungs: readonly Rung[],
    private readonly events: PackagerEvents,
  ) {
    this.child = spawn(ffmpeg, packagerArgs(plan, rungs), { stdio: ['pipe', 'ignore', 'pipe'] });
    // An ffmpeg that died leaves writes failing with EPIPE: the exit handler reports it.
    this.child.stdin.on('error', () => undefined);
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (text: string) => {
      this.stderr = (this.stderr + text).slice(-STDERR_KEPT);
    });
    this.exit = new Promise((resolve) => {
      this.child.on('error', (error) => {
        this.stderr += `\n${error.message}`;
      });
      this.child.on('close', (code, signal) => {
        this.exited = true;
        this.stopWatching();
        const lastLine = this.stderr.trim().split('\n').at(-1) ?? '';
        this.events.onExit({ code, signal, asked: this.asked, lastLine });
        resolve();
      });
    });
    this.watchForFirstSegment();
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** False when ffmpeg is gone or so far behind that the session should end. */
  write(chunk: Buffer): boolean {
    if (this.exited || this.asked) return false;
    if (this.child.stdin.writableLength > MAX_QUEUED_BYTES) return false;
    this.child.stdin.write(chunk);
    return true;
  }

  /** Ends the input and waits for ffmpeg; kills it after `graceMs`. Safe to call twice. */
  async stop(graceMs: number): Promise<void> {
    this.asked = true;
    this.stopWatching();
    if (!this.exited) {
      this.child.stdin.end();
      const kill = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
      await this.exit;
      clearTimeout(kill);
    }
  }

  // A poll rather than fs.watch: the folder may be on a shared network volume where inotify
  // says nothing, and one stat every 200 ms for the first seconds of a session costs nothing.
  private watchForFirstSegment(): void {
    const segment = path.join(this.plan.outDir, firstSegmentName(this.plan.prefix));
    const manifest = path.join(this.plan.outDir, manifestName(this.plan.prefix));
    this.readyTimer = setInterval(() => {
      if (this.readyTimer === null || !fs.existsSync(segment) || !fs.existsSync(manifest)) return;
      this.stopWatching();
      this.events.onReady();
    }, READY_POLL_MS);
  }

  private stopWatching(): void {
    if (this.readyTimer) clearInterval(this.readyTimer);
    this.readyTimer = null;
  }
}
