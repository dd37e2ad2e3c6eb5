import { studioSchemas } from '../../../contract/studio/endpoints';
import type { AppDeps } from '../../deps';
import { createPodcast, deletePodcast, updatePodcast } from '../../domain/studio-podcast-write';
import { readPodcast } from '../../domain/studio-podcast-read';
import { podcastListPage } from '../../domain/studio-reading-list';
import {
  createTrack,
  deleteTrack,
  orderTracks,
  updateTrack,
} from '../../domain/studio-track-write';
import { parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams, parseQuery } from '../../http/validate';
import { notFound } from './catalogue-answers';
import { answerReading } from './reading-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** Podcasts and their tracks in the studio: list, read, create, save, order, delete (056). */
export function studioPodcastRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioPodcasts', async (c) => {
    const q = parseQuery(c, s.studioPodcasts.query);
    return ok(c, await podcastListPage(db, { q: q.q, page: q.page }));
  });

  on('studioPodcastCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioPodcastCreate.body);
    return answerReading(c, await createPodcast(db, clock.now(), c.get('staff').userId, body));
  });

  on('studioPodcast', async (c) => {
    const { id } = parseParams(c, s.studioPodcast.params);
    const podcast = await readPodcast(db, id);
    return podcast ? ok(c, podcast) : notFound();
  });

  on('studioPodcastUpdate', async (c) => {
    const { id } = parseParams(c, s.studioPodcastUpdate.params);
    const body = await parseStudioForm(c, s.studioPodcastUpdate.body);
    return answerReading(c, await updatePodcast(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioPodcastDelete', async (c) => {
    const { id } = parseParams(c, s.studioPodcastDelete.params);
    const body = await parseStudioForm(c, s.studioPodcastDelete.body);
    return answerReading(c, await deletePodcast(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioTrackCreate', async (c) => {
    const { id } = parseParams(c, s.studioTrackCreate.params);
    const body = await parseStudioForm(c, s.studioTrackCreate.body);
    return answerReading(c, await createTrack(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioTrackOrder', async (c) => {
    const { id } = parseParams(c, s.studioTrackOrder.params);
    const body = await parseStudioForm(c, s.studioTrackOrder.body);
    const userId = c.get('staff').userId;
    return answerReading(c, await orderTracks(db, clock.now(), userId, id, body.track_ids));
  });

  on('studioTrackUpdate', async (c) => {
    const { id } = parseParams(c, s.studioTrackUpdate.params);
    const body = await parseStudioForm(c, s.studioTrackUpdate.body);
    return answerReading(c, await updateTrack(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioTrackDelete', async (c) => {
    const { id } = parseParams(c, s.studioTrackDelete.params);
    const body = await parseStudioForm(c, s.studioTrackDelete.body);
    const userId = c.get('staff').userId;
    return answerReading(c, await deleteTrack(db, clock.now(), userId, id, body.version));
  });

  return app;
}
