import { studioMessages } from '../../../contract/studio/messages';
import { studioSchemas } from '../../../contract/studio/endpoints';
import type { AppDeps } from '../../deps';
import { readEpisode, listEpisodes } from '../../domain/studio-episode-read';
import { createEpisodeGroup, updateEpisodeGroup } from '../../domain/studio-episode-groups';
import { createEpisode, updateEpisode } from '../../domain/studio-episode-write';
import { changePublishState } from '../../domain/studio-state';
import { parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams } from '../../http/validate';
import { answerSave, answerState, notFound } from './catalogue-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** A series' episode groups and episodes in the studio (decision 053). */
export function studioEpisodeRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioEpisodes', async (c) => {
    const { id } = parseParams(c, s.studioEpisodes.params);
    const list = await listEpisodes(db, id);
    return list ? ok(c, list) : notFound();
  });

  on('studioEpisodeCreate', async (c) => {
    const { id } = parseParams(c, s.studioEpisodeCreate.params);
    const body = await parseStudioForm(c, s.studioEpisodeCreate.body);
    return answerSave(c, await createEpisode(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioEpisodeGroupCreate', async (c) => {
    const { id } = parseParams(c, s.studioEpisodeGroupCreate.params);
    const body = await parseStudioForm(c, s.studioEpisodeGroupCreate.body);
    const group = await createEpisodeGroup(db, clock.now(), c.get('staff').userId, id, body);
    if (group === null) return notFound();
    return c.json({ status: true, msg: studioMessages.saved, data: { id: group, version: 1 } });
  });

  on('studioEpisodeGroupUpdate', async (c) => {
    const { id } = parseParams(c, s.studioEpisodeGroupUpdate.params);
    const body = await parseStudioForm(c, s.studioEpisodeGroupUpdate.body);
    if (!(await updateEpisodeGroup(db, clock.now(), c.get('staff').userId, id, body))) {
      return notFound();
    }
    return c.json({ status: true, msg: studioMessages.saved });
  });

  on('studioEpisode', async (c) => {
    const { id } = parseParams(c, s.studioEpisode.params);
    const episode = await readEpisode(db, id);
    return episode ? ok(c, episode) : notFound();
  });

  on('studioEpisodeUpdate', async (c) => {
    const { id } = parseParams(c, s.studioEpisodeUpdate.params);
    const body = await parseStudioForm(c, s.studioEpisodeUpdate.body);
    return answerSave(c, await updateEpisode(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioEpisodeState', async (c) => {
    const { id } = parseParams(c, s.studioEpisodeState.params);
    const body = await parseStudioForm(c, s.studioEpisodeState.body);
    const outcome = await changePublishState(db, clock.now(), c.get('staff').userId, {
      table: 'episodes',
      entity: 'episode',
      id,
      state: body.state,
      at: body.at,
    });
    return answerState(c, outcome);
  });

  return app;
}
