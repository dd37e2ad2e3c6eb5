import net from 'node:net';
import { Rtmp, type AvPacket } from '../nms';

/*
 * The RTMP port (decision 072): our own net.Server around node-media-server's protocol class, so
 * it offers exactly one thing, `publish` to a key we accept. Everything else is closed: a first
 * byte that is not RTMP's version 3 (an HTTP request, a port scan) at once; `play`; a publish we
 * refuse (after NetStream.Publish.BadName, so OBS shows an error instead of "connected"); a
 * connection that has not published within its time or byte allowance; one too many unpublished
 * connections. The protocol class sends "Publish.Start" before its callback, so `onPublish` is
 * overridden to decide first.
 */

const RTMP_VERSION = 0x03;

export interface FrontLimits {
  /** Bytes a connection may send before its publish is accepted (handshake + commands are ~4 KB). */
  maxBytesBeforePublish: number;
  /** Time to reach an accepted publish. */
  publishWithinMs: number;
  /** Connections not yet publishing, together. */
  maxPending: number;
  /** No media for this long ends a publishing connection. */
  stallMs: number;
}

export const DEFAULT_FRONT_LIMITS: Omit<FrontLimits, 'stallMs'> = {
  maxBytesBeforePublish: 64 * 1024,
  publishWithinMs: 10_000,
  maxPending: 16,
};

export interface PublishAttempt {
  app: string | undefined;
  name: string | undefined;
  address: string | null;
  /** Closes the connection (the publisher's onClose follows with 'cut'). */
  cut(): void;
}

export type CloseCause = 'left' | 'stalled' | 'cut';

export interface Publisher {
  onPacket(packet: AvPacket): void;
  onClose(cause: CloseCause): void;
}

/** A publisher to feed, or a refusal's reason (logged; the encoder hears BadName). */
export type Admit = (attempt: PublishAttempt) => Promise<Publisher | { refused: string }>;

type Invoke = { cmd: string; streamName: string };

class GuardedRtmp extends Rtmp {
  decide: (invoke: Invoke, streamId: number) => void = () => undefined;

  override onPublish(invoke: Invoke): void {
    this.decide(invoke, this.parserPacket.header.stream_id);
  }

  /** The base's own answer ("Publish.Start") and bookkeeping, once we have said yes. */
  accept(invoke: Invoke): void {
    super.onPublish(invoke);
  }

  override onPlay(): void {
    this.onPlayCallback();
  }
}

export function createRtmpFront(
  admit: Admit,
  limits: FrontLimits,
  log: (line: string) => void,
): net.Server {
  let pending = 0;
  return net.createServer({ noDelay: true }, (socket) => {
    const address = socket.remoteAddress ?? null;
    socket.on('error', () => undefined);
    if (pending >= limits.maxPending) {
      socket.destroy();
      return;
    }
    pending += 1;
    let counted = true;
    const settle = () => {
      if (counted) pending -= 1;
      counted = false;
    };

    const rtmp = new GuardedRtmp();
    let received = 0;
    let state: 'handshake' | 'deciding' | 'publishing' | 'closed' = 'handshake';
    let publisher: Publisher | null = null;
    let cause: CloseCause = 'left';
    const deadline = setTimeout(() => {
      if (state !== 'publishing') socket.destroy();
    }, limits.publishWithinMs);
    let stall: NodeJS.Timeout | null = null;

    rtmp.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    rtmp.onPlayCallback = () => {
      log(`live ingest: refused a play request from ${address}`);
      socket.destroy();
    };
    rtmp.onPacketCallback = (packet) => {
      if (state !== 'publishing' || !publisher) return;
      stall?.refresh();
      publisher.onPacket(packet);
    };
    rtmp.decide = (invoke, streamId) => {
      if (state !== 'handshake') {
        socket.destroy();
        return;
      }
      state = 'deciding';
      const attempt: PublishAttempt = {
        app: rtmp.streamApp,
        name: String(invoke.streamName ?? '').split('?')[0],
        address,
        cut: () => {
          cause = 'cut';
          socket.destroy();
        },
      };
      admit(attempt).then(
        (answer) => {
          if (socket.destroyed) {
            if (!('refused' in answer)) answer.onClose('left');
            return;
          }
          if ('refused' in answer) {
            log(`live ingest: refused a publish from ${address}: ${answer.refused}`);
            rtmp.sendStatusMessage(
              streamId,
              'error',
              'NetStream.Publish.BadName',
              'Stream key refused',
            );
            state = 'closed';
            socket.end();
            // An encoder that ignores the refusal and keeps the socket open is cut.
            setTimeout(() => socket.destroy(), 1000).unref();
            return;
          }
          publisher = answer;
          state = 'publishing';
          settle();
          clearTimeout(deadline);
          stall = setTimeout(() => {
            cause = 'stalled';
            socket.destroy();
          }, limits.stallMs);
          rtmp.accept(invoke);
        },
        (error: unknown) => {
          log(`live ingest: publish check failed: ${String(error)}`);
          socket.destroy();
        },
      );
    };

    socket.on('data', (data: Buffer) => {
      if (received === 0 && data[0] !== RTMP_VERSION) {
        socket.destroy();
        return;
      }
      received += data.length;
      if (state !== 'publishing' && received > limits.maxBytesBeforePublish) {
        socket.destroy();
        return;
      }
      try {
        const error = rtmp.parserData(data);
        if (error) socket.destroy();
      } catch {
        socket.destroy();
      }
    });
    socket.on('close', () => {
      clearTimeout(deadline);
      if (stall) clearTimeout(stall);
      settle();
      if (publisher) publisher.onClose(cause);
      publisher = null;
      state = 'closed';
    });
  });
}
