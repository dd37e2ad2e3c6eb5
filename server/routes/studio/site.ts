import type { Context } from 'hono';
import { studioSchemas } from '../../../contract/studio/endpoints';
import { studioMessages } from '../../../contract/studio/messages';
import type { AppDeps } from '../../deps';
import { createFaq, deleteFaq, listFaq, moveFaq, updateFaq } from '../../domain/studio-site-faq';
import {
  createLink,
  deleteLink,
  listLinks,
  moveLink,
  updateLink,
  updateLogo,
} from '../../domain/studio-site-links';
import { listPages, readPage, updatePage } from '../../domain/studio-site-pages';
import { parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams } from '../../http/validate';
import { answerSave, notFound } from './catalogue-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** Done, or 404 when there was no such row. */
export function answerDone(c: Context, done: boolean): Response {
  if (!done) return notFound();
  return c.json({ status: true, msg: studioMessages.saved });
}

export function answerCreated(c: Context, id: number): Response {
  return c.json({ status: true, msg: studioMessages.saved, data: { id, version: 1 } });
}

/** The site's own texts, links and logos (docs/decisions/058-studio-site-pages-and-packs.md). */
export function studioSiteRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioFaq', async (c) => ok(c, await listFaq(db)));

  on('studioFaqCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioFaqCreate.body);
    return answerCreated(c, await createFaq(db, clock.now(), c.get('staff').userId, body));
  });

  on('studioFaqUpdate', async (c) => {
    const { id } = parseParams(c, s.studioFaqUpdate.params);
    const body = await parseStudioForm(c, s.studioFaqUpdate.body);
    return answerSave(c, await updateFaq(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioFaqDelete', async (c) => {
    const { id } = parseParams(c, s.studioFaqDelete.params);
    return answerDone(c, await deleteFaq(db, clock.now(), c.get('staff').userId, id));
  });

  on('studioFaqMove', async (c) => {
    const { id } = parseParams(c, s.studioFaqMove.params);
    const { direction } = await parseStudioForm(c, s.studioFaqMove.body);
    return answerDone(c, await moveFaq(db, clock.now(), c.get('staff').userId, id, direction));
  });

  on('studioPages', async (c) => ok(c, await listPages(db)));

  on('studioPage', async (c) => {
    const { id } = parseParams(c, s.studioPage.params);
    const page = await readPage(db, id);
    return page ? ok(c, page) : notFound();
  });

  on('studioPageUpdate', async (c) => {
    const { id } = parseParams(c, s.studioPageUpdate.params);
    const body = await parseStudioForm(c, s.studioPageUpdate.body);
    return answerSave(c, await updatePage(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioLinks', async (c) => ok(c, await listLinks(db)));

  on('studioLinkCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioLinkCreate.body);
    return answerCreated(c, await createLink(db, clock.now(), c.get('staff').userId, body));
  });

  on('studioLinkUpdate', async (c) => {
    const { id } = parseParams(c, s.studioLinkUpdate.params);
    const body = await parseStudioForm(c, s.studioLinkUpdate.body);
    return answerDone(c, await updateLink(db, clock.now(), c.get('staff').userId, id, body));
  });

  on('studioLinkDelete', async (c) => {
    const { id } = parseParams(c, s.studioLinkDelete.params);
    return answerDone(c, await deleteLink(db, clock.now(), c.get('staff').userId, id));
  });

  on('studioLinkMove', async (c) => {
    const { id } = parseParams(c, s.studioLinkMove.params);
    const { direction } = await parseStudioForm(c, s.studioLinkMove.body);
    return answerDone(c, await moveLink(db, clock.now(), c.get('staff').userId, id, direction));
  });

  on('studioLogoUpdate', async (c) => {
    const { id } = parseParams(c, s.studioLogoUpdate.params);
    const { url } = await parseStudioForm(c, s.studioLogoUpdate.body);
    return answerDone(c, await updateLogo(db, clock.now(), c.get('staff').userId, id, url));
  });

  return app;
}
