import { studioSchemas } from '../../../contract/studio/endpoints';
import type { AppDeps } from '../../deps';
import {
  createPack,
  deletePack,
  listPacks,
  movePack,
  packTexts,
  updatePack,
} from '../../domain/studio-site-packs';
import { HttpError } from '../../http/http-error';
import { parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams } from '../../http/validate';
import { notFound } from './catalogue-answers';
import { answerCreated, answerDone } from './site';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** Access packs and their prices, for finance (docs/decisions/058-studio-site-pages-and-packs.md). */
export function studioPackRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioPacks', async (c) => ok(c, await listPacks(db)));

  on('studioPackCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioPackCreate.body);
    return answerCreated(c, await createPack(db, clock.now(), c.get('staff').userId, body));
  });

  on('studioPackUpdate', async (c) => {
    const { id } = parseParams(c, s.studioPackUpdate.params);
    const body = await parseStudioForm(c, s.studioPackUpdate.body);
    return answerDone(c, await updatePack(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioPackDelete', async (c) => {
    const { id } = parseParams(c, s.studioPackDelete.params);
    const outcome = await deletePack(db, clock.now(), c.get('staff').userId, id);
    if (outcome === 'missing') return notFound();
    if (outcome === 'in-use') throw new HttpError(409, packTexts.inUse);
    return answerDone(c, true);
  });

  on('studioPackMove', async (c) => {
    const { id } = parseParams(c, s.studioPackMove.params);
    const { direction } = await parseStudioForm(c, s.studioPackMove.body);
    return answerDone(c, await movePack(db, clock.now(), c.get('staff').userId, id, direction));
  });

  return app;
}
