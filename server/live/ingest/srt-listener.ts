import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { Flv, type AvPacket } from '../nms';
import type { CloseCause, Publisher } from './rtmp-front';
import { srtListenerArgs, type SrtListenPlan } from './srt-listener-args';

/*
 * One ffmpeg SRT listener waiting for one caller (decision 078). The SRT handshake has already
 * checked the passphrase when the first FLV bytes come out, so that is the moment of the
 * "publish": `admit` opens the session as an RTMP publish would, and the FLV tags go to its
 * publisher as RTMP messages do. A caller that sends nothing for `stallMs` is cut, as on RTMP.
 */

const STDERR_KEPT = 2048;
const KILL_AFTER_MS = 2000;

export interface SrtListenerEvents {
  /** The caller passed the handshake: a publisher, or a refusal (the caller is cut). */
  admit(cut: () => void): Promise<Publisher | { refused: string }>;
  /** ffmpeg ended: after its caller left, was cut or refused, or without one (a failure). */
  onExit(info: { connected: boolean; lastLine: string }): void;
  log(line: string): void;
}

export class SrtListener {
  private readonly child: ChildProcessByStdio<null, Readable, Readable>;
  private readonly exited: Promise<void>;
  private readonly parser = new Flv();
  private state: 'waiting' | 'deciding' | 'publishing' | 'closed' = 'waiting';
  private held: Buffer[] = [];
  private publisher: Publisher | null = null;
  private cause: CloseCause = 'left';
  private stall: NodeJS.Timeout | null = null;
  private stderr = '';

  constructor(
    ffmpeg: string,
    private readonly plan: SrtListenPlan,
    private readonly stallMs: number,
    private readonly events: SrtListenerEvents,
  ) {
    this.child = spawn(ffmpeg, srtListenerArgs(plan), { stdio: ['ignore', 'pipe', 'pipe'] });
    this.parser.onPacketCallback = (packet: AvPacket) => {
      // The parser reuses one buffer for every tag: only this tag's bytes are handed on.
      this.publisher?.onPacket({ ...packet, data: packet.data.subarray(0, packet.size) });
    };
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (text: string) => {
      this.stderr = (this.stderr + text).slice(-STDERR_KEPT);
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.take(chunk));
    this.exited = new Promise((resolve) => {
      this.child.on('error', (error) => {
        this.stderr += `\n${error.message}`;
      });
      this.child.on('close', () => {
        const connected = this.state !== 'waiting';
        this.state = 'closed';
        if (this.stall) clearTimeout(this.stall);
        this.publisher?.onClose(this.cause);
        this.publisher = null;
        const lastLine = this.stderr.trim().split('\n').at(-1) ?? '';
        this.events.onExit({ connected, lastLine });
        resolve();
      });
    });
  }

  get port(): number {
    return this.plan.port;
  }

  /** Ends the listener and its caller, if any (the publisher hears 'cut'). */
  async stop(): Promise<void> {
    this.cut('cut');
    await this.exited;
  }

  private cut(cause: CloseCause): void {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.cause = cause;
    this.child.kill('SIGTERM');
    setTimeout(() => this.child.kill('SIGKILL'), KILL_AFTER_MS).unref();
  }

  private take(chunk: Buffer): void {
    if (this.state === 'publishing') {
      this.stall?.refresh();
      this.parse(chunk);
      return;
    }
    if (this.state === 'closed') return;
    this.held.push(chunk);
    if (this.state === 'deciding') return;
    this.state = 'deciding';
    this.events
      .admit(() => this.cut('cut'))
      .then(
        (answer) => {
          if (this.state === 'closed') {
            if (!('refused' in answer)) answer.onClose('left');
            return;
          }
          if ('refused' in answer) {
            this.events.log(
              `live ingest: refused an SRT caller on ${this.port}: ${answer.refused}`,
            );
            this.cut('cut');
            return;
          }
          this.publisher = answer;
          this.state = 'publishing';
          this.stall = setTimeout(() => this.cut('stalled'), this.stallMs);
          const held = this.held;
          this.held = [];
          for (const part of held) this.parse(part);
        },
        (error: unknown) => {
          this.events.log(`live ingest: SRT publish check failed: ${String(error)}`);
          this.cut('cut');
        },
      );
  }

  private parse(chunk: Buffer): void {
    let error: string | null;
    try {
      error = this.parser.parserData(chunk);
    } catch (thrown) {
      error = String(thrown);
    }
    if (error) {
      this.events.log(`live ingest: SRT caller on ${this.port}: ${error}`);
      this.cut('cut');
    }
  }
}
