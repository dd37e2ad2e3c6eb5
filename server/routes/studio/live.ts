import { studioSchemas } from '../../../contract/studio/endpoints';
import { liveStudioMessages } from '../../../contract/studio/live-values';
import type { AppDeps } from '../../deps';
import {
  createLiveChannel,
  encoderUrls,
  endLiveBroadcast,
  listLiveChannels,
  liveCandidates,
  readLiveChannel,
  revokeLiveKey,
  rotateLiveKey,
  updateLiveChannel,
} from '../../domain/studio-live';
import { HttpError } from '../../http/http-error';
import { queueRecording } from '../../live/recording-queue';
import { FieldErrors, parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams } from '../../http/validate';
import { answerSave, notFound } from './catalogue-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** The live room (decision 073): channels, stream keys, ending a broadcast, viewers. */
export function studioLiveRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;
  const { app, on } = studioRouter(deps);

  on('studioLiveChannels', async (c) => ok(c, await listLiveChannels(db, clock.now())));

  on('studioLiveChannelCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioLiveChannelCreate.body);
    const what =
      body.media_id !== undefined
        ? { mediaId: body.media_id }
        : { title: body.title ?? '', isFree: body.is_free };
    const outcome = await createLiveChannel(db, clock.now(), c.get('staff').userId, what);
    if (outcome.kind === 'not-live')
      throw new FieldErrors({ media_id: liveStudioMessages.notLiveMedia });
    if (outcome.kind === 'exists') throw new HttpError(409, liveStudioMessages.alreadyChannel);
    return c.json({ status: true, msg: liveStudioMessages.created, data: outcome.channel }, 201);
  });

  on('studioLiveCandidates', async (c) => ok(c, await liveCandidates(db)));

  on('studioLiveChannel', async (c) => {
    const { id } = parseParams(c, s.studioLiveChannel.params);
    const channel = await readLiveChannel(db, clock.now(), id);
    return channel ? ok(c, channel) : notFound();
  });

  on('studioLiveChannelUpdate', async (c) => {
    const { id } = parseParams(c, s.studioLiveChannelUpdate.params);
    const body = await parseStudioForm(c, s.studioLiveChannelUpdate.body);
    const { userId } = c.get('staff');
    const values = { title: body.title, isFree: body.is_free, version: body.version };
    return answerSave(c, await updateLiveChannel(db, clock.now(), userId, id, values));
  });

  on('studioLiveKeyRotate', async (c) => {
    const { id } = parseParams(c, s.studioLiveKeyRotate.params);
    const { userId } = c.get('staff');
    const rotated = await rotateLiveKey(db, clock.now(), userId, id, config.live.srtPorts);
    if (!rotated) return notFound();
    // The one answer that carries the key: never kept by any cache (the studio's are no-store).
    c.header('Cache-Control', 'no-store');
    return c.json({
      status: true,
      msg: liveStudioMessages.keyRotated,
      data: {
        key: rotated.key,
        key_hint: rotated.hint,
        ...encoderUrls(config, rotated.key, rotated.srtPort),
      },
    });
  });

  on('studioLiveKeyRevoke', async (c) => {
    const { id } = parseParams(c, s.studioLiveKeyRevoke.params);
    const outcome = await revokeLiveKey(db, clock.now(), c.get('staff').userId, id);
    if (outcome === 'missing') return notFound();
    if (outcome === 'no-key') throw new HttpError(409, liveStudioMessages.noKey);
    return c.json({ status: true, msg: liveStudioMessages.keyRevoked });
  });

  on('studioLiveEnd', async (c) => {
    const { id } = parseParams(c, s.studioLiveEnd.params);
    const { userId } = c.get('staff');
    const outcome = await endLiveBroadcast(db, clock.now(), userId, id);
    if (outcome.kind === 'missing') return notFound();
    if (outcome.kind === 'not-on-air') throw new HttpError(409, liveStudioMessages.notOnAir);
    // Its recording starts now, in the studio member's name; the ingest node's sweep would only
    // find it on its next pass, and queueing twice is harmless (one waiting job per broadcast).
    for (const broadcastId of outcome.broadcastIds) await queueRecording(deps, broadcastId, userId);
    return c.json({ status: true, msg: liveStudioMessages.ended });
  });

  return app;
}
