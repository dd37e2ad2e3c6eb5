import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import type { Database } from '../../server/db/schema';
import { browsableKinds } from '../../server/domain/media-cards';
import { setMediaCategories } from '../../server/domain/media-categories';
import { RELATED_LIMIT, refreshRelatedMedia } from '../../server/domain/related-media';
import { prepareDatabase } from '../../server/process/prepare-database';
import { expectData } from './contract-check';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The ranking as the detail computed it on every read before the lists were stored (media
 * sharing the most categories, best rated, lowest id; not itself, not its franchise): the
 * oracle the stored lists must equal.
 */
async function rankedPerRead(
  db: Kysely<Database>,
  media: { id: number; media_group_id: number | null },
): Promise<number[]> {
  let query = db
    .selectFrom('media')
    .innerJoin('media_categories as mc', 'mc.media_id', 'media.id')
    .select('media.id')
    .select((eb) => eb.fn.count<number>('mc.category_id').as('shared'))
    .where('mc.category_id', 'in', (eb) =>
      eb.selectFrom('media_categories').select('category_id').where('media_id', '=', media.id),
    )
    .where('media.id', '!=', media.id)
    .where('media.kind', 'in', [...browsableKinds]);
  if (media.media_group_id !== null) {
    const group = media.media_group_id;
    query = query.where((eb) =>
      eb.or([eb('media.media_group_id', 'is', null), eb('media.media_group_id', '!=', group)]),
    );
  }
  const rows = await query
    .groupBy('media.id')
    .orderBy('shared', 'desc')
    .orderBy('media.rating', 'desc')
    .orderBy('media.id', 'asc')
    .limit(RELATED_LIMIT)
    .execute();
  return rows.map((r) => r.id);
}

async function storedLists(db: Kysely<Database>): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('media_related')
    .select(['media_id', 'related_id'])
    .orderBy('media_id')
    .orderBy('sort')
    .execute();
  const lists = new Map<number, number[]>();
  for (const row of rows)
    lists.set(row.media_id, [...(lists.get(row.media_id) ?? []), row.related_id]);
  return lists;
}

/** Every media's stored list against the per-read ranking; answers how many lists were compared. */
async function expectStoredEqualsPerRead(db: Kysely<Database>): Promise<number> {
  const media = await db.selectFrom('media').select(['id', 'media_group_id']).execute();
  const stored = await storedLists(db);
  for (const m of media) {
    expect(stored.get(m.id) ?? [], `media ${m.id}`).toEqual(await rankedPerRead(db, m));
  }
  return media.length;
}

const relatedIds = async (id: number) =>
  expectData(
    'mediaRelated',
    await call(t.app, 'GET', buildPath(paths.mediaRelated.path, { id })),
  ).map((m) => m.id);

describe('stored similar titles', () => {
  it('equal the per-read ranking for every media of the seed', async () => {
    expect(await expectStoredEqualsPerRead(t.db)).toBeGreaterThan(50);
    // Franchises and shared categories are both present, so exclusions were exercised.
    const grouped = await t.db
      .selectFrom('media')
      .select('id')
      .where('media_group_id', 'is not', null)
      .execute();
    expect(grouped.length).toBeGreaterThan(1);
  });

  it('are what the detail and the related call answer', async () => {
    const media = await t.db
      .selectFrom('media_related')
      .select('media_id')
      .groupBy('media_id')
      .orderBy('media_id')
      .limit(3)
      .execute();
    expect(media.length).toBe(3);
    for (const { media_id: id } of media) {
      const expected = await rankedPerRead(
        t.db,
        await t.db
          .selectFrom('media')
          .select(['id', 'media_group_id'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      );
      expect(await relatedIds(id)).toEqual(expected);
      const detail = expectData(
        'animeDetail',
        await call(t.app, 'GET', buildPath(paths.animeDetail.path, { id, userId: 0 })),
      );
      expect(detail.related.map((m) => m.id)).toEqual(expected);
    }
  });

  it('follow when a media’s categories change, for it and for the media sharing them', async () => {
    const categories = await t.db.selectFrom('categories').select('id').orderBy('id').execute();
    const media = await t.db
      .selectFrom('media')
      .select(['id'])
      .where('kind', '=', 'series')
      .orderBy('rating', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = await storedLists(t.db);
    // Every category: it now shares the most with everyone, so it enters lists elsewhere.
    await setMediaCategories(
      t.db,
      media.id,
      categories.map((c) => c.id),
    );
    const after = await storedLists(t.db);
    const gained = [...after].filter(
      ([id, ids]) => ids.includes(media.id) && !(before.get(id) ?? []).includes(media.id),
    );
    expect(gained.length).toBeGreaterThan(0);
    await expectStoredEqualsPerRead(t.db);

    // No categories at all: nothing is similar to it, and it leaves every list.
    await setMediaCategories(t.db, media.id, []);
    const emptied = await storedLists(t.db);
    expect(emptied.get(media.id) ?? []).toEqual([]);
    expect([...emptied.values()].some((ids) => ids.includes(media.id))).toBe(false);
    expect(await relatedIds(media.id)).toEqual([]);
    await expectStoredEqualsPerRead(t.db);
  });

  it('are rewritten only where they changed', async () => {
    expect(await refreshRelatedMedia(t.db)).toBe(0);
    const [first] = await t.db
      .selectFrom('media_related')
      .select('media_id')
      .orderBy('media_id')
      .limit(1)
      .execute();
    await t.db.deleteFrom('media_related').where('media_id', '=', first!.media_id).execute();
    expect(await refreshRelatedMedia(t.db)).toBe(1);
    await expectStoredEqualsPerRead(t.db);
  });

  it('are filled at start for a catalogue migrated past the table without them', async () => {
    // The migration that made the table leaves it empty: the lists are the server's to derive.
    await t.db.deleteFrom('media_related').execute();
    await prepareDatabase(t.db, t.config);
    await expectStoredEqualsPerRead(t.db);
    expect((await storedLists(t.db)).size).toBeGreaterThan(0);
  });
});
