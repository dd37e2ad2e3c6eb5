import { studioSchemas } from '../../../contract/studio/endpoints';
import type { AppDeps } from '../../deps';
import { loadMediaPreview } from '../../domain/media-detail';
import { changePublishState } from '../../domain/studio-state';
import { titlePage } from '../../domain/studio-title-list';
import { isTitle, readTitle } from '../../domain/studio-title-read';
import { createTitle, updateTitle } from '../../domain/studio-title-write';
import { parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams, parseQuery } from '../../http/validate';
import { answerSave, answerState, notFound } from './catalogue-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** Titles in the studio: list, read, create, save, state, preview (decision 053). */
export function studioTitleRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioTitles', async (c) => {
    const q = parseQuery(c, s.studioTitles.query);
    return ok(
      c,
      await titlePage(db, {
        q: q.q,
        kind: q.kind,
        publishState: q.publish_state,
        category: q.category,
        sort: q.sort,
        page: q.page,
      }),
    );
  });

  on('studioTitleCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioTitleCreate.body);
    return answerSave(c, await createTitle(db, clock.now(), c.get('staff').userId, body));
  });

  on('studioTitle', async (c) => {
    const { id } = parseParams(c, s.studioTitle.params);
    const title = await readTitle(db, id);
    return title ? ok(c, title) : notFound();
  });

  on('studioTitleUpdate', async (c) => {
    const { id } = parseParams(c, s.studioTitleUpdate.params);
    const body = await parseStudioForm(c, s.studioTitleUpdate.body);
    return answerSave(c, await updateTitle(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioTitleState', async (c) => {
    const { id } = parseParams(c, s.studioTitleState.params);
    const body = await parseStudioForm(c, s.studioTitleState.body);
    if (!(await isTitle(db, id))) return notFound();
    const outcome = await changePublishState(db, clock.now(), c.get('staff').userId, {
      table: 'media',
      entity: 'title',
      id,
      state: body.state,
      at: body.at,
    });
    return answerState(c, outcome);
  });

  on('studioTitlePreview', async (c) => {
    const { id } = parseParams(c, s.studioTitlePreview.params);
    if (!(await isTitle(db, id))) return notFound();
    const detail = await loadMediaPreview(db, id);
    return detail ? ok(c, detail) : notFound();
  });

  return app;
}
