import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/*
 * What a viewer may see of the catalogue (docs/decisions/052-publish-states.md): a title or an
 * episode is on the site only while its publish_state is 'published'; drafts, scheduled and
 * hidden rows exist for the studio alone. Every viewer read of `media` or `episodes` goes through
 * this file, so the rule lives in one place: start a read with visibleMedia/visibleEpisodes, or
 * add `published(alias)` to a join or subquery that names the table under another alias.
 * tests/server/visibility-guard.test.ts fails when a viewer read names either table without it.
 */

/** `<alias>.publish_state = 'published'`: a literal, so both databases use the state's index. */
export function published(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.publish_state`)} = ${sql.lit('published')}`;
}

/** The titles a viewer may see: `select … from media where media.publish_state = 'published'`. */
export function visibleMedia(db: Kysely<Database>) {
  return db.selectFrom('media').where(published('media'));
}

/**
 * The episodes a viewer may see: published episodes of published titles. An episode of a hidden
 * title is as gone as the title, whatever its own state.
 */
export function visibleEpisodes(db: Kysely<Database>) {
  return db
    .selectFrom('episodes')
    .where(published('episodes'))
    .where(titlePublished('episodes.media_id'));
}

/** `exists (the title of <alias>.media_id is published)`, for reads that name episodes aliased. */
export function titlePublished(mediaIdColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from media as visible_title where visible_title.id = ${sql.ref(mediaIdColumn)} and visible_title.publish_state = ${sql.lit('published')})`;
}
