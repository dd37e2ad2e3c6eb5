import { studioSchemas } from '../../../contract/studio/endpoints';
import type { AppDeps } from '../../deps';
import { actorPage, saveActor } from '../../domain/studio-actors';
import {
  createCategory,
  deleteCategory,
  listCategories,
  moveCategory,
  updateCategory,
} from '../../domain/studio-categories';
import { homeRuleTexts } from '../../domain/studio-home-outcome';
import {
  createProgram,
  deleteProgram,
  programDay,
  ubDay,
  updateProgram,
} from '../../domain/studio-programs';
import {
  createSlide,
  deleteSlide,
  moveSlide,
  readSlideSet,
  updateSlide,
} from '../../domain/studio-slides';
import { HttpError } from '../../http/http-error';
import { parseStudioForm } from '../../http/parse-studio-form';
import { ok } from '../../http/respond';
import { parseParams, parseQuery } from '../../http/validate';
import { answerHome } from './home-answers';
import { studioRouter } from './studio-router';

const s = studioSchemas;

/** The home room: slide sets, the programme schedule, categories, actors (decision 057). */
export function studioHomeRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, on } = studioRouter(deps);

  on('studioSlides', async (c) => {
    const { set } = parseParams(c, s.studioSlides.params);
    return ok(c, await readSlideSet(db, set));
  });
  on('studioSlideCreate', async (c) => {
    const { set } = parseParams(c, s.studioSlideCreate.params);
    const body = await parseStudioForm(c, s.studioSlideCreate.body);
    const who = c.get('staff').userId;
    return answerHome(c, await createSlide(db, clock.now(), who, set, body));
  });
  on('studioSlideUpdate', async (c) => {
    const { id } = parseParams(c, s.studioSlideUpdate.params);
    const body = await parseStudioForm(c, s.studioSlideUpdate.body);
    const who = c.get('staff').userId;
    return answerHome(c, await updateSlide(db, clock.now(), who, id, body));
  });
  on('studioSlideDelete', async (c) => {
    const { id } = parseParams(c, s.studioSlideDelete.params);
    const { version } = await parseStudioForm(c, s.studioSlideDelete.body);
    const who = c.get('staff').userId;
    return answerHome(c, await deleteSlide(db, clock.now(), who, id, version));
  });
  on('studioSlideMove', async (c) => {
    const { id } = parseParams(c, s.studioSlideMove.params);
    const { direction, version } = await parseStudioForm(c, s.studioSlideMove.body);
    const who = c.get('staff').userId;
    return answerHome(c, await moveSlide(db, clock.now(), who, id, direction, version));
  });

  on('studioPrograms', async (c) => {
    const { day } = parseQuery(c, s.studioPrograms.query);
    return ok(c, await programDay(db, day ?? ubDay(clock.now())));
  });
  on('studioProgramCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioProgramCreate.body);
    return answerHome(c, await createProgram(db, clock.now(), c.get('staff').userId, body));
  });
  on('studioProgramUpdate', async (c) => {
    const { id } = parseParams(c, s.studioProgramUpdate.params);
    const body = await parseStudioForm(c, s.studioProgramUpdate.body);
    return answerHome(c, await updateProgram(db, clock.now(), c.get('staff').userId, id, body));
  });
  on('studioProgramDelete', async (c) => {
    const { id } = parseParams(c, s.studioProgramDelete.params);
    const { version } = await parseStudioForm(c, s.studioProgramDelete.body);
    const who = c.get('staff').userId;
    return answerHome(c, await deleteProgram(db, clock.now(), who, id, version));
  });

  on('studioCategories', async (c) => ok(c, await listCategories(db)));
  on('studioCategoryCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioCategoryCreate.body);
    return answerHome(c, await createCategory(db, clock.now(), c.get('staff').userId, body));
  });
  on('studioCategoryUpdate', async (c) => {
    const { id } = parseParams(c, s.studioCategoryUpdate.params);
    const body = await parseStudioForm(c, s.studioCategoryUpdate.body);
    return answerHome(c, await updateCategory(db, clock.now(), c.get('staff').userId, id, body));
  });
  on('studioCategoryMove', async (c) => {
    const { id } = parseParams(c, s.studioCategoryMove.params);
    const { direction } = await parseStudioForm(c, s.studioCategoryMove.body);
    const who = c.get('staff').userId;
    return answerHome(c, await moveCategory(db, clock.now(), who, id, direction));
  });
  on('studioCategoryDelete', async (c) => {
    const { id } = parseParams(c, s.studioCategoryDelete.params);
    const outcome = await deleteCategory(db, clock.now(), c.get('staff').userId, id);
    if (outcome.kind === 'in-use') {
      throw new HttpError(409, homeRuleTexts.categoryInUse(outcome.titles));
    }
    return answerHome(c, outcome);
  });

  on('studioActors', async (c) => {
    const { q, page } = parseQuery(c, s.studioActors.query);
    return ok(c, await actorPage(db, q, page));
  });
  on('studioActorCreate', async (c) => {
    const body = await parseStudioForm(c, s.studioActorCreate.body);
    return answerHome(c, await saveActor(db, clock.now(), c.get('staff').userId, null, body));
  });
  on('studioActorUpdate', async (c) => {
    const { id } = parseParams(c, s.studioActorUpdate.params);
    const body = await parseStudioForm(c, s.studioActorUpdate.body);
    return answerHome(c, await saveActor(db, clock.now(), c.get('staff').userId, id, body));
  });

  return app;
}
