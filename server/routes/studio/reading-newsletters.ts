import { studioSchemas } from '../../../contract/studio/endpoints';
import type { AppDeps } from '../../deps';
import {
  createNewsletter,
  deleteNewsletter,
  readNewsletter,
  updateNewsletter,
} from '../../domain/studio-newsletter-write';
import { newsletterListPage } from '../../domain/studio-reading-list';
import { parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams, parseQuery } from '../../http/validate';
import { notFound } from './catalogue-answers';
import { answerReading } from './reading-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** Newsletters in the studio: list, read, create, save, delete (decision 056). */
export function studioNewsletterRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioNewsletters', async (c) => {
    const q = parseQuery(c, s.studioNewsletters.query);
    return ok(c, await newsletterListPage(db, { q: q.q, page: q.page }));
  });

  on('studioNewsletterCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioNewsletterCreate.body);
    return answerReading(c, await createNewsletter(db, clock.now(), c.get('staff').userId, body));
  });

  on('studioNewsletter', async (c) => {
    const { id } = parseParams(c, s.studioNewsletter.params);
    const newsletter = await readNewsletter(db, id);
    return newsletter ? ok(c, newsletter) : notFound();
  });

  on('studioNewsletterUpdate', async (c) => {
    const { id } = parseParams(c, s.studioNewsletterUpdate.params);
    const body = await parseStudioForm(c, s.studioNewsletterUpdate.body);
    const userId = c.get('staff').userId;
    return answerReading(c, await updateNewsletter(db, clock.now(), userId, id, body));
  });

  on('studioNewsletterDelete', async (c) => {
    const { id } = parseParams(c, s.studioNewsletterDelete.params);
    const body = await parseStudioForm(c, s.studioNewsletterDelete.body);
    const userId = c.get('staff').userId;
    return answerReading(c, await deleteNewsletter(db, clock.now(), userId, id, body.version));
  });

  return app;
}
