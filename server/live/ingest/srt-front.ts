import { srtPassphrase } from '../srt-passphrase';
import type { LiveChannel } from './publish-guard';
import type { Publisher } from './rtmp-front';
import { SrtListener } from './srt-listener';

/*
 * The SRT side of the ingest node (decision 078): a listener per channel that has a key and a
 * port of LIVE_SRT_PORTS, started again after each caller (a listener takes one connection) and
 * replaced when the channel's key changes (a new key is a new passphrase). `sync` is given the
 * channels as the database has them, at start and at every key check.
 */

/** Before listening again after a caller has gone. */
const AGAIN_MS = 500;
/** Before listening again when ffmpeg ended without a caller (a port taken, a bad build). */
const AFTER_FAILURE_MS = 10_000;

export type SrtChannel = LiveChannel & { srtPort: number };

export interface SrtFrontOptions {
  ffmpeg: string;
  host: string;
  /** The server secret the passphrases are derived from (the studio's, decision 078). */
  secret: string;
  stallMs: number;
  log(line: string): void;
  /** A caller with the channel's passphrase: open its session, or refuse. */
  admit(channel: LiveChannel, cut: () => void): Promise<Publisher | { refused: string }>;
}

interface Slot {
  channel: SrtChannel;
  passphrase: string;
  listener: SrtListener | null;
  again: NodeJS.Timeout | null;
  closed: boolean;
}

export interface SrtFront {
  sync(channels: readonly SrtChannel[]): Promise<void>;
  close(): Promise<void>;
}

export function createSrtFront(options: SrtFrontOptions): SrtFront {
  const slots = new Map<number, Slot>();
  const { log } = options;
  // A key check under way when the node closes must not start listeners afterwards.
  let closed = false;

  const listen = (slot: Slot) => {
    slot.again = null;
    if (slot.closed) return;
    const { channel } = slot;
    slot.listener = new SrtListener(
      options.ffmpeg,
      { host: options.host, port: channel.srtPort, passphrase: slot.passphrase },
      options.stallMs,
      {
        log,
        admit: (cut) => options.admit(slot.channel, cut),
        onExit: ({ connected, lastLine }) => {
          slot.listener = null;
          if (slot.closed) return;
          if (!connected) {
            log(`live ingest: SRT listener on ${channel.srtPort} ended: ${lastLine}`);
          }
          slot.again = setTimeout(() => listen(slot), connected ? AGAIN_MS : AFTER_FAILURE_MS);
        },
      },
    );
  };

  const stop = async (slot: Slot) => {
    slot.closed = true;
    if (slot.again) clearTimeout(slot.again);
    await slot.listener?.stop();
  };

  return {
    async sync(channels) {
      if (closed) return;
      const wanted = new Map(channels.map((c) => [c.srtPort, c]));
      const stopping: Promise<void>[] = [];
      for (const [port, slot] of slots) {
        const channel = wanted.get(port);
        const passphrase = channel ? srtPassphrase(options.secret, channel.keyHash) : null;
        if (channel?.mediaId === slot.channel.mediaId && passphrase === slot.passphrase) {
          // The same key: a change of free/paid or recording applies to the next caller.
          slot.channel = channel;
          continue;
        }
        slots.delete(port);
        stopping.push(stop(slot));
      }
      // A port is listened on again only once its old listener has let it go.
      await Promise.all(stopping);
      if (closed) return;
      for (const [port, channel] of wanted) {
        if (slots.has(port)) continue;
        const slot: Slot = {
          channel,
          passphrase: srtPassphrase(options.secret, channel.keyHash),
          listener: null,
          again: null,
          closed: false,
        };
        slots.set(port, slot);
        listen(slot);
        log(`live ingest: SRT for channel ${channel.mediaId} on ${options.host}:${port}`);
      }
    },
    async close() {
      closed = true;
      const all = [...slots.values()];
      slots.clear();
      await Promise.all(all.map(stop));
    },
  };
}
