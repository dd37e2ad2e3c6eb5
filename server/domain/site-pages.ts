import type { Kysely } from 'kysely';
import type { Link } from '../../contract/entities';
import type { Database } from '../db/schema';

/* Site furniture: content pages, the FAQ, the logos and the footer's links. */

/** A content page, or undefined when there is none with this id. */
export function contentPage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('content_pages')
    .select(['id', 'title', 'body', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function faqItems(db: Kysely<Database>) {
  return db
    .selectFrom('faq')
    .select(['id', 'title', 'body'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function logoOf(db: Kysely<Database>, key: string) {
  const row = await db
    .selectFrom('logos')
    .select(['id', 'key', 'url'])
    .where('key', '=', key)
    .orderBy('id')
    .executeTakeFirst();
  return row ?? null;
}

/** The footer: its logos and its links by kind (app stores, socials, pages). */
export async function footer(db: Kysely<Database>) {
  const [logos, links] = await Promise.all([
    db
      .selectFrom('logos')
      .select(['id', 'key', 'url'])
      .where('key', '=', 'app_footer')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('links')
      .select(['id', 'kind', 'title', 'url', 'icon'])
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  const ofKind = (kind: Link['kind']) => links.filter((l) => l.kind === kind);
  return { logos, apps: ofKind('app_store'), socials: ofKind('social'), pages: ofKind('footer') };
}
