import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { titleFields } from '../../contract/studio/endpoints/catalogue-titles';
import type { Database } from '../db/schema';

/*
 * What a title's fields must agree on beyond each field's own rule (the contract checks those):
 * the kind and the movie part, a rental's price, and that every picked id still exists (a
 * missing one would otherwise be a foreign-key failure, a 500). Each problem is named by its
 * field, with the Mongolian text the form shows next to it.
 */

export type TitleValues = { [K in keyof typeof titleFields]: z.output<(typeof titleFields)[K]> };

export const titleRuleTexts = {
  kindLocked: 'Цувралыг кино, театр болгох, эсвэл эсрэгээр нь солих боломжгүй!',
  movieNeeded: 'Үнэ, түрээсийн мэдээллийг бөглөнө үү!',
  movieForSeries: 'Цувралд үнэ, түрээс тохируулахгүй!',
  priceNeeded: 'Түрээсийн үнийг оруулна уу!',
  freeRental: 'Үнэгүй үзвэрийг түрээслэх боломжгүй!',
  missingStudio: 'Сонгосон студи олдсонгүй!',
  missingDirector: 'Сонгосон найруулагч олдсонгүй!',
  missingTranslator: 'Сонгосон орчуулагч олдсонгүй!',
  missingFranchise: 'Сонгосон улирлын бүлэг олдсонгүй!',
  missingCategory: 'Сонгосон ангилал олдсонгүй!',
  missingActor: 'Сонгосон жүжигчин олдсонгүй!',
} as const;

const T = titleRuleTexts;

async function allExist(
  db: Kysely<Database>,
  table: 'studios' | 'directors' | 'translators' | 'media_groups' | 'categories' | 'actors',
  ids: readonly number[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return found.length === new Set(ids).size;
}

/** Every problem of the values by field; null when there is none. `old`: the stored values. */
export async function titleProblems(
  db: Kysely<Database>,
  v: TitleValues,
  old: TitleValues | null,
): Promise<Record<string, string> | null> {
  const fields: Record<string, string> = {};
  // A series has episodes, a movie its own video: neither becomes the other.
  if (old && (old.kind === 'series') !== (v.kind === 'series')) fields.kind = T.kindLocked;
  if (v.kind === 'series' && v.movie !== null) fields.movie = T.movieForSeries;
  if (v.kind !== 'series' && v.movie === null) fields.movie = T.movieNeeded;
  if (v.movie?.has_price && v.movie.is_free) fields['movie.has_price'] = T.freeRental;
  else if (v.movie?.has_price && v.movie.price <= 0) fields['movie.price'] = T.priceNeeded;

  const one = (id: number | null) => (id === null ? [] : [id]);
  const checks = [
    ['studio_id', 'studios', one(v.studio_id), T.missingStudio],
    ['director_id', 'directors', one(v.director_id), T.missingDirector],
    ['translator_id', 'translators', one(v.translator_id), T.missingTranslator],
    ['media_group_id', 'media_groups', one(v.media_group_id), T.missingFranchise],
    ['category_ids', 'categories', v.category_ids, T.missingCategory],
    ['cast', 'actors', v.cast.map((m) => m.actor_id), T.missingActor],
  ] as const;
  const found = await Promise.all(checks.map(([, table, ids]) => allExist(db, table, ids)));
  checks.forEach(([field, , , text], i) => {
    if (!found[i]) fields[field] = text;
  });
  return Object.keys(fields).length > 0 ? fields : null;
}
