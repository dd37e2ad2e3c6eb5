import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../server/db/dialect';
import { newestInCategory } from '../../server/domain/home-categories';
import { mediaCardColumns } from '../../server/domain/media-cards';
import { published, visibleEpisodes, visibleMedia } from '../../server/domain/visibility';
import { queryPlan } from './query-plan';
import { createTestApp, type TestApp } from './test-app';

/*
 * The publish rule filters; it must never lead a plan (decision 052). Nearly every row is
 * published, so a plan through the (publish_state, publish_at) index — publishDue's — reads and
 * sorts the whole catalogue where the read's own ordered index stops after a page.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STATE_INDEX = /publish_state_publish_at_idx/;

describe('viewer reads under the publish rule', () => {
  it('walk their own indexes, never the publish state’s', async () => {
    const reads = {
      homeRow: newestInCategory(t.db, 1, 12),
      listing: visibleMedia(t.db)
        .select(mediaCardColumns)
        .where('media.kind', 'in', ['series'])
        .orderBy('media.updated_at', 'desc')
        .orderBy('media.id', 'desc')
        .limit(25),
      latestEpisodes: t.db
        .selectFrom('episodes')
        .innerJoin('media', 'media.id', 'episodes.media_id')
        .where(published('episodes'))
        .where(published('media'))
        .select('episodes.id')
        .orderBy('episodes.created_at', 'desc')
        .orderBy('episodes.id', 'desc')
        .limit(25),
      episodesOfTitle: visibleEpisodes(t.db)
        .select('episodes.id')
        .where('episodes.media_id', '=', 1)
        .orderBy('episodes.number'),
    };
    for (const [name, read] of Object.entries(reads)) {
      const plan = await queryPlan(t.db, read);
      expect(plan, name).not.toMatch(STATE_INDEX);
      // SQLite's plans name the walk: a page stops early, with no sort of everything first.
      if (!isPostgres(t.db)) expect(plan, name).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });
});
