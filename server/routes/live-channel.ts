import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { extra, liveChannelMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import { rewriteLiveManifest } from '../domain/live-manifest';
import {
  liveChannelOnSite,
  liveFolder,
  liveFolderPath,
  liveStatus,
  playableSession,
  type LiveChannelRow,
} from '../domain/live-status';
import { recordHeartbeat } from '../domain/live-viewers';
import { mediaUrl } from '../domain/media-url';
import { sharedReads } from '../domain/shared-reads';
import { loadViewer, urlsFor } from '../domain/sources';
import { decideWatch } from '../domain/watch-permission';
import { HttpError } from '../http/http-error';
import { currentUserId } from '../http/request-user';
import { parseBody, parseParams } from '../http/validate';

/** Status is polled every few seconds by every viewer: one read per channel a second per instance. */
const STATUS_READ_MS = 1000;
/** A session prefix as the ingest node makes it (decision 072); anything else is never a file name. */
const PREFIX = /^s[a-z0-9]{1,40}$/;

/**
 * A channel fed by the ingest node (decision 073): its manifest (access decided here, as for
 * movies), its status and the viewers' heartbeats. The sample-loop demo stays in live.ts.
 */
export function liveChannelRoutes(deps: AppDeps): Hono {
  const { db, clock, config } = deps;
  const app = new Hono();
  const statusReads = sharedReads(STATUS_READ_MS, clock);
  const offAir = () => new HttpError(404, liveChannelMessages.offAir);

  const channelOf = async (id: number): Promise<LiveChannelRow> => {
    const channel = await liveChannelOnSite(db, id);
    if (!channel) throw new HttpError(404, extra.notFound);
    return channel;
  };

  app.get(paths.liveChannelManifest.path, async (c) => {
    const { channel: id } = parseParams(c, schemas.liveChannelManifest.params);
    const channel = await channelOf(id);
    const now = clock.now();
    const viewer = await loadViewer(db, await currentUserId(c, deps), now);
    const decision = decideWatch(viewer, { kind: 'live', isFree: channel.isFree }, now);
    if (!viewer || !decision.canWatch) {
      throw new HttpError(viewer ? 403 : 401, decision.reason ?? extra.forbidden);
    }
    const session = await playableSession(db, channel.id, now, config.live.keepMs);
    if (!session || !PREFIX.test(session.prefix)) throw offAir();
    const file = path.join(
      config.mediaFoldersDir,
      channel.isFree ? 'free' : 'paid',
      liveFolder(channel.id),
      `${session.prefix}.mpd`,
    );
    const xml = await fs.readFile(file, 'utf8').catch(() => {
      throw offAir();
    });
    const folder = liveFolderPath(channel);
    // A paid channel's segments are signed like a movie's, until the paid days or the TTL end.
    const baseUrl = channel.isFree
      ? mediaUrl(config, folder)
      : urlsFor(config, viewer.id, viewer.paidEndsAt, now)(folder);
    let body: string;
    try {
      body = rewriteLiveManifest(xml, { baseUrl, now });
    } catch {
      throw offAir();
    }
    c.header('Content-Type', 'application/dash+xml; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(body);
  });

  app.get(paths.liveStatus.path, async (c) => {
    const { channel: id } = parseParams(c, schemas.liveStatus.params);
    const status = await statusReads.read(`status ${id}`, async () => {
      const channel = await liveChannelOnSite(db, id);
      return channel ? liveStatus(db, channel.id, clock.now()) : null;
    });
    if (!status) throw new HttpError(404, extra.notFound);
    return c.json(status);
  });

  app.post(paths.liveHeartbeat.path, async (c) => {
    const { channel: id } = parseParams(c, schemas.liveHeartbeat.params);
    const beat = await parseBody(c, schemas.liveHeartbeat.body);
    const channel = await channelOf(id);
    const outcome = await recordHeartbeat(db, clock.now(), { channelId: channel.id, ...beat });
    if (outcome === 'too-soon') throw new HttpError(429, extra.tooManyRequests);
    return c.body(null, 204);
  });

  return app;
}
