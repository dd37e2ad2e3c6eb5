import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { LiveSettings } from '../../config';
import type { Database, LiveEndReason } from '../../db/schema';
import type { AvPacket } from '../nms';
import { endedBroadcasts, endSilentBroadcasts } from '../recording-queue';
import { FlvFeed, type FeedEvent } from './flv-feed';
import { Packager } from './packager';
import { liveLadder, type PackagerPlan } from './packager-args';
import {
  currentKeyHashes,
  judgeChannel,
  judgePublish,
  srtChannels,
  stillOpenSessions,
  type LiveChannel,
  type PublishVerdict,
} from './publish-guard';
import {
  createRtmpFront,
  DEFAULT_FRONT_LIMITS,
  type CloseCause,
  type FrontLimits,
  type PublishAttempt,
  type Publisher,
} from './rtmp-front';
import {
  endAbandonedSessions,
  endSession,
  markReady,
  openSession,
  recordRefusal,
  describeSource,
} from './sessions';
import { createSrtFront } from './srt-front';

/*
 * The ingest node (LIVE_INGEST=1, decision 072): the RTMP front, the SRT listeners when
 * LIVE_SRT_PORTS is set (decision 078), one packager per encoder, the session rows. Files go
 * where every instance serves them from: the channel's folder under DATA_DIR/media/<free|paid>/
 * l<id>/ (its own `l` folder: `m<id>` of the seeded channel is a link to the shared sample) and
 * the session's source under DATA_DIR/live/l<id>/ for the recording.
 */

/** How long ffmpeg may take to finish its last segment and final manifest after the input ends. */
const PACKAGER_GRACE_MS = 2000;
const KEY_CHECK_MS = 5000;

export interface IngestNodeOptions {
  db: Kysely<Database>;
  clock: Clock;
  live: LiveSettings;
  /** DATA_DIR/media: the folders every instance serves. */
  mediaFoldersDir: string;
  ffmpeg: string;
  log?: (line: string) => void;
  /** How often keys of channels on air are read again (a rotation cuts the encoder). */
  keyCheckMs?: number;
  frontLimits?: Partial<Omit<FrontLimits, 'stallMs'>>;
  /** The server secret SRT passphrases derive from (decision 078); needed with LIVE_SRT_PORTS. */
  srtSecret?: string;
  /**
   * Called (every key check) with the broadcasts that are over: silent for
   * LIVE_OFFLINE_END_SECONDS, or ended otherwise and not yet recorded (decision 075).
   */
  onBroadcastsEnded?: (broadcastIds: number[]) => Promise<void>;
}

export interface IngestNode {
  port: number;
  close(): Promise<void>;
}

interface OnAir {
  channel: LiveChannel;
  sessionId: number;
  prefix: string;
  cut(): void;
  end(reason: LiveEndReason): Promise<void>;
}

export function channelFolder(
  mediaFoldersDir: string,
  channel: Pick<LiveChannel, 'mediaId' | 'isFree'>,
) {
  return path.join(mediaFoldersDir, channel.isFree ? 'free' : 'paid', `l${channel.mediaId}`);
}

/** Sortable by start, unguessable (the folder is public for a free channel). */
function newPrefix(clock: Clock): string {
  return `s${clock.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

function requireSrtSecret(secret: string | undefined): string {
  if (!secret) throw new Error('LIVE_SRT_PORTS is set but no secret was given for passphrases');
  return secret;
}

export async function startIngestNode(options: IngestNodeOptions): Promise<IngestNode> {
  const { db, clock, live } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const onAir = new Map<number, OnAir>();
  const stopping = new Set<Promise<void>>();

  const ended = await endAbandonedSessions(db, clock);
  if (ended > 0) log(`live ingest: closed ${ended} session(s) left open by a previous run`);

  const release = (session: OnAir) => {
    if (onAir.get(session.channel.mediaId) === session) onAir.delete(session.channel.mediaId);
  };

  /** Why an encoder was turned away, kept on the channel for the studio when its key was right. */
  const refuse = async (verdict: Extract<PublishVerdict, { ok: false }>) => {
    if (
      verdict.channelId !== undefined &&
      verdict.why !== 'wrong-app' &&
      verdict.why !== 'unknown-key'
    ) {
      await recordRefusal(db, clock, verdict.channelId, verdict.why);
    }
    return { refused: verdict.why };
  };

  /** An encoder that proved the channel's key, over RTMP or SRT: its session, or a refusal. */
  const admitChannel = async (
    verdict: PublishVerdict,
    from: { protocol: 'rtmp' | 'srt'; address: string | null; cut: () => void },
  ): Promise<Publisher | { refused: string }> => {
    if (!verdict.ok) return refuse(verdict);
    const { channel } = verdict;
    const prefix = newPrefix(clock);
    // Reserved before the database is asked, so a second encoder arriving meanwhile is refused.
    const reservation: OnAir = {
      channel,
      sessionId: 0,
      prefix,
      cut: from.cut,
      end: () => Promise.resolve(),
    };
    onAir.set(channel.mediaId, reservation);
    let opened: Awaited<ReturnType<typeof openSession>>;
    try {
      opened = await openSession(db, clock, live.offlineEndMs, {
        channelId: channel.mediaId,
        prefix,
        protocol: from.protocol,
        encoderAddr: from.address,
      });
    } catch (error) {
      release(reservation);
      throw error;
    }
    if (!opened) {
      release(reservation);
      await recordRefusal(db, clock, channel.mediaId, 'second-encoder');
      return { refused: 'second-encoder (another ingest process)' };
    }
    const source = from.protocol === 'srt' ? 'SRT' : from.address;
    log(
      `live ingest: channel ${channel.mediaId} publishing from ${source} (session ${opened.sessionId})`,
    );
    return startSession(reservation, opened.sessionId, from.cut);
  };

  const admit = async (attempt: PublishAttempt) =>
    admitChannel(await judgePublish(db, attempt, onAir, live.maxChannels), {
      protocol: 'rtmp',
      ...attempt,
    });

  const srt =
    live.srtPorts === null
      ? null
      : createSrtFront({
          ffmpeg: options.ffmpeg,
          host: live.rtmpHost,
          secret: requireSrtSecret(options.srtSecret),
          stallMs: live.stallMs,
          log,
          admit: async (channel, cut) => {
            // A listener outlives its key by up to one key check: the row has the last word.
            const keys = await currentKeyHashes(db, [channel.mediaId]);
            if (keys.get(channel.mediaId) !== channel.keyHash) return { refused: 'key-revoked' };
            return admitChannel(judgeChannel(channel, onAir, live.maxChannels), {
              protocol: 'srt',
              address: null,
              cut,
            });
          },
        });
  // One pass at a time: a pass waits for replaced listeners to let their ports go.
  let srtSync: Promise<void> | null = null;
  const syncSrt = () => {
    if (!srt || !live.srtPorts || srtSync) return srtSync ?? Promise.resolve();
    srtSync = srtChannels(db, live.srtPorts)
      .then((channels) => srt.sync(channels))
      .catch((error: unknown) => log(`live ingest: SRT listeners not updated: ${String(error)}`))
      .finally(() => {
        srtSync = null;
      });
    return srtSync;
  };

  function startSession(session: OnAir, sessionId: number, cut: () => void): Publisher {
    session.sessionId = sessionId;
    const { channel, prefix } = session;
    let packager: Packager | null = null;
    let ending: Promise<void> | null = null;

    const end = (reason: LiveEndReason): Promise<void> => {
      ending ??= (async () => {
        cut();
        try {
          await endSession(db, clock, sessionId, reason);
        } finally {
          release(session);
        }
        log(`live ingest: channel ${channel.mediaId} session ${sessionId} ended (${reason})`);
        if (packager) {
          const stopped = packager.stop(PACKAGER_GRACE_MS);
          stopping.add(stopped);
          await stopped;
          stopping.delete(stopped);
        }
      })();
      return ending;
    };
    session.end = end;
    session.cut = cut;
    const fail = (why: string) => {
      log(`live ingest: channel ${channel.mediaId} session ${sessionId}: ${why}`);
      void end('packager-failed');
    };

    const feed = new FlvFeed((event: FeedEvent) => {
      if (ending) return;
      if (event.kind === 'unusable') return fail(event.why);
      if (event.kind === 'data') {
        if (packager && !packager.write(event.chunk)) fail('the packager stopped taking input');
        return;
      }
      const rungs = liveLadder(event.source);
      const outDir = channelFolder(options.mediaFoldersDir, channel);
      const recordDir = path.join(live.recordingsDir, `l${channel.mediaId}`);
      fs.mkdirSync(outDir, { recursive: true });
      if (channel.record) fs.mkdirSync(recordDir, { recursive: true });
      const plan: PackagerPlan = {
        source: event.source,
        prefix,
        outDir,
        recordingFile: channel.record ? path.join(recordDir, `${prefix}.ts`) : null,
        preset: live.preset,
      };
      void describeSource(db, sessionId, event.source, rungs).catch((error: unknown) =>
        log(`live ingest: session ${sessionId} source not recorded: ${String(error)}`),
      );
      packager = new Packager(options.ffmpeg, plan, rungs, {
        onReady: () => {
          void markReady(db, clock, sessionId).catch((error: unknown) =>
            log(`live ingest: session ${sessionId} ready not recorded: ${String(error)}`),
          );
        },
        onExit: (exit) => {
          if (!exit.asked) fail(`packager exited (${exit.code ?? exit.signal}): ${exit.lastLine}`);
        },
      });
      for (const chunk of event.head) packager.write(chunk);
    });

    return {
      onPacket: (packet: AvPacket) => feed.push(packet),
      onClose: (cause: CloseCause) => {
        void end(cause === 'stalled' ? 'stalled' : 'encoder-left').catch((error: unknown) =>
          log(`live ingest: session ${sessionId} end not recorded: ${String(error)}`),
        );
      },
    };
  }

  // A rotated or revoked key ends the session started with it; so does the studio's "end"
  // (decision 073), which closes the session's row.
  const keyCheck = setInterval(() => {
    const sessions = [...onAir.values()].filter((s) => s.sessionId > 0);
    void Promise.all([
      currentKeyHashes(
        db,
        sessions.map((s) => s.channel.mediaId),
      ),
      stillOpenSessions(
        db,
        sessions.map((s) => s.sessionId),
      ),
    ])
      .then(async ([keys, open]) => {
        for (const session of sessions) {
          if (!open.has(session.sessionId)) {
            await session.end('ended-by-studio');
            continue;
          }
          if (keys.get(session.channel.mediaId) === session.channel.keyHash) continue;
          await recordRefusal(db, clock, session.channel.mediaId, 'key-revoked');
          await session.end('key-revoked');
        }
      })
      // After the sessions of changed keys have ended: their listeners are replaced or stopped.
      .then(syncSrt)
      .catch((error: unknown) => log(`live ingest: key check failed: ${String(error)}`));
    const { onBroadcastsEnded } = options;
    if (onBroadcastsEnded === undefined) return;
    void endSilentBroadcasts(db, clock, live.offlineEndMs)
      .then(() => endedBroadcasts(db))
      .then((ids) => (ids.length > 0 ? onBroadcastsEnded(ids) : undefined))
      .catch((error: unknown) => log(`live ingest: ending broadcasts failed: ${String(error)}`));
  }, options.keyCheckMs ?? KEY_CHECK_MS);

  const server = createRtmpFront(
    admit,
    { ...DEFAULT_FRONT_LIMITS, ...options.frontLimits, stallMs: live.stallMs },
    log,
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(live.rtmpPort, live.rtmpHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = (server.address() as AddressInfo).port;
  log(`live ingest: RTMP on ${live.rtmpHost}:${port}`);
  await syncSrt();

  return {
    port,
    async close() {
      clearInterval(keyCheck);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...onAir.values()].map((s) => s.end('ingest-stopped')));
      await srtSync;
      await srt?.close();
      for (const socket of sockets) socket.destroy();
      await Promise.all([...stopping]);
      await closed;
    },
  };
}
