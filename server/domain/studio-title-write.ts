import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  StudioTitle,
  titleCreateBody,
  titleUpdateBody,
} from '../../contract/studio/endpoints/catalogue-titles';
import { inTransaction } from '../db/in-transaction';
import { searchText } from '../db/rows/search-text';
import { titleSortKey } from '../db/rows/title-sort';
import type { Database } from '../db/schema';
import { recordAudit } from './audit-log';
import { refreshRelatedMedia } from './related-media';
import { sanitizeStoredHtml } from './studio-html';
import { readTitle } from './studio-title-read';
import { titleProblems } from './studio-title-rules';
import type { TitleValues } from './studio-title-rules';

/*
 * Creating and saving a title (docs/decisions/053-studio-catalogue.md). A save names the version
 * it edited; the row is updated only while that is still the stored version, in the same
 * transaction as its categories, cast, sort key, search text, similar titles and audit record,
 * so a stale save changes nothing and a good one lands whole.
 */

export type TitleCreate = z.output<typeof titleCreateBody>;
export type TitleUpdate = z.output<typeof titleUpdateBody>;

export type SaveOutcome =
  | { kind: 'saved'; id: number; version: number }
  | { kind: 'missing' }
  | { kind: 'stale'; current: StudioTitle }
  | { kind: 'invalid'; fields: Record<string, string> };

const iso = (ms: number) => new Date(ms).toISOString();

function defaultsFor(body: TitleCreate): TitleValues {
  return {
    kind: body.kind,
    title: body.title,
    original_name: null,
    description: null,
    keywords: null,
    category_ids: [],
    media_group_id: null,
    season_number: 1,
    season_title: null,
    studio_id: null,
    director_id: null,
    translator_id: null,
    cast: [],
    rating: 0,
    age_limit: null,
    status: 'airing',
    released_date: null,
    logo: null,
    banner: null,
    image1: null,
    poster_hz: null,
    movie:
      body.kind === 'series'
        ? null
        : { price: 0, is_free: false, has_price: false, is_theatre: body.kind === 'theatre' },
  };
}

/** The stored title as form values. */
function valuesOf(t: StudioTitle): TitleValues {
  return {
    kind: t.kind,
    title: t.title,
    original_name: t.original_name,
    description: t.description,
    keywords: t.keywords,
    category_ids: t.categories.map((c) => c.id),
    media_group_id: t.franchise?.id ?? null,
    season_number: t.season_number,
    season_title: t.season_title,
    studio_id: t.studio?.id ?? null,
    director_id: t.director?.id ?? null,
    translator_id: t.translator?.id ?? null,
    cast: t.cast.map((m) => ({ actor_id: m.actor_id, role: m.role })),
    rating: t.rating,
    age_limit: t.age_limit,
    status: t.status,
    released_date: t.released_date,
    logo: t.logo,
    banner: t.banner,
    image1: t.image1,
    poster_hz: t.poster_hz,
    movie: t.movie,
  };
}

/** The given fields over `base`; what the body leaves out stays. */
function merged(base: TitleValues, body: Partial<TitleValues>): TitleValues {
  const values = { ...base };
  for (const key of Object.keys(base) as (keyof TitleValues)[]) {
    if (body[key] !== undefined) Object.assign(values, { [key]: body[key] });
  }
  if (values.description !== null) values.description = sanitizeStoredHtml(values.description);
  return values;
}

/** The media row's columns that follow from the values. */
function mediaColumns(v: TitleValues) {
  return {
    kind: v.kind,
    title: v.title,
    title_sort: titleSortKey(v.title),
    original_name: v.original_name,
    description: v.description,
    keywords: v.keywords,
    search_text: searchText(v.title, v.original_name, v.keywords),
    media_group_id: v.media_group_id,
    season_number: v.season_number,
    season_title: v.season_title,
    studio_id: v.studio_id,
    director_id: v.director_id,
    translator_id: v.translator_id,
    rating: v.rating,
    age_limit: v.age_limit,
    status: v.status,
    is_completed: v.status === 'completed' ? 1 : 0,
    released_date: v.released_date,
    logo: v.logo,
    banner: v.banner,
    image1: v.image1,
    poster_hz: v.poster_hz,
  };
}

/** Categories, cast and the movie row: rewritten to match the values. */
async function writeParts(trx: Kysely<Database>, id: number, v: TitleValues) {
  await trx.deleteFrom('media_categories').where('media_id', '=', id).execute();
  if (v.category_ids.length > 0) {
    await trx
      .insertInto('media_categories')
      .values(v.category_ids.map((categoryId) => ({ media_id: id, category_id: categoryId })))
      .execute();
  }
  await trx.deleteFrom('media_actors').where('media_id', '=', id).execute();
  if (v.cast.length > 0) {
    await trx
      .insertInto('media_actors')
      .values(
        v.cast.map((m, i) => ({ media_id: id, actor_id: m.actor_id, sort: i + 1, role: m.role })),
      )
      .execute();
  }
  if (v.movie === null) return;
  const movie = {
    price: v.movie.price,
    is_free: v.movie.is_free ? 1 : 0,
    has_price: v.movie.has_price ? 1 : 0,
    is_theatre: v.movie.is_theatre ? 1 : 0,
  };
  // The video columns are media ingest's: a new row starts without, an existing one keeps them.
  await trx
    .insertInto('movies')
    .values({ media_id: id, ...movie })
    .onConflict((oc) => oc.column('media_id').doUpdateSet(movie))
    .execute();
}

const sameValues = (a: TitleValues, b: TitleValues) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the similar titles of the catalogue may have moved (domain/related-media.ts). */
function movesRelated(a: TitleValues, b: TitleValues): boolean {
  return (
    a.kind !== b.kind ||
    a.rating !== b.rating ||
    a.media_group_id !== b.media_group_id ||
    a.category_ids.length !== b.category_ids.length ||
    a.category_ids.some((id) => !b.category_ids.includes(id))
  );
}

export async function createTitle(
  db: Kysely<Database>,
  now: number,
  userId: number,
  body: TitleCreate,
): Promise<SaveOutcome> {
  const values = merged(defaultsFor(body), body);
  return inTransaction(db, async (trx) => {
    const fields = await titleProblems(trx, values, null);
    if (fields) return { kind: 'invalid', fields };
    const { id } = await trx
      .insertInto('media')
      .values({
        ...mediaColumns(values),
        created_at: iso(now),
        updated_at: iso(now),
        publish_state: 'draft',
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeParts(trx, id, values);
    await refreshRelatedMedia(trx, { mediaId: id, categories: values.category_ids });
    await recordAudit(trx, now, {
      userId,
      entity: 'title',
      entityId: id,
      action: 'create',
      after: await readTitle(trx, id),
    });
    return { kind: 'saved', id, version: 1 };
  });
}

export async function updateTitle(
  db: Kysely<Database>,
  now: number,
  userId: number,
  id: number,
  body: TitleUpdate,
): Promise<SaveOutcome> {
  return inTransaction(db, async (trx): Promise<SaveOutcome> => {
    const before = await readTitle(trx, id);
    if (!before) return { kind: 'missing' };
    if (before.version !== body.version) return { kind: 'stale', current: before };
    const old = valuesOf(before);
    const values = merged(old, body);
    const fields = await titleProblems(trx, values, old);
    if (fields) return { kind: 'invalid', fields };
    // A save that changes nothing moves nothing: no new version for the other editors' forms.
    if (sameValues(old, values)) return { kind: 'saved', id, version: body.version };
    // Conditional on the version read: of two saves of one version, the second updates nothing
    // (PostgreSQL re-checks the condition after the first commits) and is told it is stale.
    const result = await trx
      .updateTable('media')
      .set({ ...mediaColumns(values), version: body.version + 1, updated_at: iso(now) })
      .where('id', '=', id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) {
      const current = await readTitle(trx, id);
      return current ? { kind: 'stale', current } : { kind: 'missing' };
    }
    await writeParts(trx, id, values);
    if (movesRelated(old, values)) {
      const categories = [...old.category_ids, ...values.category_ids];
      await refreshRelatedMedia(trx, { mediaId: id, categories });
    }
    await recordAudit(trx, now, {
      userId,
      entity: 'title',
      entityId: id,
      action: 'update',
      before,
      after: await readTitle(trx, id),
    });
    return { kind: 'saved', id, version: body.version + 1 };
  });
}
