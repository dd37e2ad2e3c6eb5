import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { schemas } from '../../contract/endpoints';
import { LIVE_INIT_FILE } from '../../contract/endpoints/live';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import {
  buildLiveManifest,
  chunkOf,
  expandTemplate,
  liveEdgeNumber,
  loopShift,
  readTimescale,
  readVodManifest,
  retimeSegment,
} from '../domain/live-stream';
import type { VodTitle } from '../domain/live-stream';
import { HttpError } from '../http/http-error';
import { parseParams } from '../http/validate';

/** The sample title the channel loops (media/title, served at /media/title/). */
const SOURCE_DIR = 'title';

interface LiveSource {
  vod: VodTitle;
  /** Per representation id: its init segment (served as it is), timescale and content type. */
  tracks: Map<string, { init: Buffer; timescale: number; mimeType: string }>;
}

/**
 * GET /api/m/live/manifest.mpd and its segments (domain/live-stream.ts). availabilityStartTime
 * is this server's start, whole seconds, so segment numbers count from 1 there.
 */
export function liveRoutes(deps: AppDeps): Hono {
  const { config, clock } = deps;
  const app = new Hono();
  const availabilityStart = Math.floor(clock.now() / 1000) * 1000;
  const dir = path.join(config.mediaDir, SOURCE_DIR);

  // The sample files never change while the server runs: read them once, on first use.
  let source: Promise<LiveSource> | undefined;
  const load = () => {
    source ??= (async () => {
      const vod = readVodManifest(await fs.readFile(path.join(dir, 'manifest.mpd'), 'utf8'));
      const tracks: LiveSource['tracks'] = new Map();
      for (const rep of vod.representations) {
        const init = await fs.readFile(
          path.join(dir, expandTemplate(vod.initialization, rep.id, 0)),
        );
        tracks.set(rep.id, { init, timescale: readTimescale(init), mimeType: rep.mimeType });
      }
      return { vod, tracks };
    })();
    // A missing sample (media not generated) is retried on the next request.
    source.catch(() => {
      source = undefined;
    });
    return source;
  };
  const missing = () => new HttpError(404, extra.notFound);

  app.get(paths.liveManifest.path, async (c) => {
    const live = await load().catch(() => {
      throw missing();
    });
    const segments = paths.liveSegment.path.replace(':rep', '$RepresentationID$');
    const xml = buildLiveManifest(live.vod, {
      availabilityStart,
      now: clock.now(),
      initialization: segments.replace(':file', LIVE_INIT_FILE),
      media: segments.replace(':file', '$Number$.m4s'),
    });
    c.header('Content-Type', 'application/dash+xml; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(xml);
  });

  app.get(paths.liveSegment.path, async (c) => {
    const { rep, file: number } = parseParams(c, schemas.liveSegment.params);
    const live = await load().catch(() => {
      throw missing();
    });
    const track = live.tracks.get(rep);
    // Unknown representation, or a segment the live edge has not reached yet.
    if (!track) throw missing();
    if (number === 0) {
      c.header('Content-Type', track.mimeType);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(new Uint8Array(track.init));
    }
    if (number > liveEdgeNumber(availabilityStart, clock.now(), live.vod.segmentSeconds)) {
      throw missing();
    }
    const { chunk, loop } = chunkOf(number, live.vod.segmentsPerLoop);
    const bytes = await fs.readFile(path.join(dir, expandTemplate(live.vod.media, rep, chunk)));
    const body = retimeSegment(bytes, loopShift(loop, live.vod, track.timescale), number);
    c.header('Content-Type', track.mimeType);
    // A number always maps to the same bytes.
    c.header('Cache-Control', 'public, max-age=3600, immutable');
    return c.body(new Uint8Array(body));
  });

  return app;
}
