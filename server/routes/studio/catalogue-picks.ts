import { studioMessages } from '../../../contract/studio/messages';
import { studioSchemas } from '../../../contract/studio/endpoints';
import type { AppDeps } from '../../deps';
import {
  createFranchise,
  pickActors,
  pickCategories,
  pickFranchises,
  pickNamed,
  pickTranslators,
} from '../../domain/studio-picks';
import { parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseQuery } from '../../http/validate';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** What the title form picks from, and a new franchise (decision 053). */
export function studioPickRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioPickStudios', async (c) => {
    const { q } = parseQuery(c, s.studioPickStudios.query);
    return ok(c, await pickNamed(db, 'studios', q));
  });
  on('studioPickDirectors', async (c) => {
    const { q } = parseQuery(c, s.studioPickDirectors.query);
    return ok(c, await pickNamed(db, 'directors', q));
  });
  on('studioPickTranslators', async (c) => {
    const { q } = parseQuery(c, s.studioPickTranslators.query);
    return ok(c, await pickTranslators(db, q));
  });
  on('studioPickCategories', async (c) => {
    const { q } = parseQuery(c, s.studioPickCategories.query);
    return ok(c, await pickCategories(db, q));
  });
  on('studioPickActors', async (c) => {
    const { q } = parseQuery(c, s.studioPickActors.query);
    return ok(c, await pickActors(db, q));
  });
  on('studioPickFranchises', async (c) => {
    const { q } = parseQuery(c, s.studioPickFranchises.query);
    return ok(c, await pickFranchises(db, q));
  });

  on('studioFranchiseCreate', async (c) => {
    const { name } = await parseStudioForm(c, s.studioFranchiseCreate.body);
    const franchise = await createFranchise(db, clock.now(), c.get('staff').userId, name);
    return c.json({ status: true, msg: studioMessages.saved, data: franchise });
  });

  return app;
}
