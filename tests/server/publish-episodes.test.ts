import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishState } from '../../contract/studio/roles';
import { extra } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { linkMediaFolders } from '../../server/domain/media-folders';
import { expectData, expectError } from './contract-check';
import { createSeries, createSignedInUser } from '../factories';
import type { CreatedSeries } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Decision 052 for episodes: only published episodes of published titles reach a viewer — in the
 * episode list, on the watch page, in downloads and as media bytes, even under a signed URL
 * handed out while the episode was still on the site.
 */

const STATES: PublishState[] = ['published', 'draft', 'scheduled', 'hidden'];

let t: TestApp;
let paid: { id: number; token: string };
let shown: CreatedSeries;
let hiddenTitle: CreatedSeries;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createSignedInUser(t, { days: 30 });
  paid = { id: user.id, token: user.token };
  // Episode n is in STATES[n - 1]; the first two free, the others paid.
  shown = await createSeries(t, { episodes: 4, episodeState: (n) => STATES[n - 1]! });
  hiddenTitle = await createSeries(t, { episodes: 2, publishState: 'hidden' });
  await linkMediaFolders(t.db, t.config);
});
afterAll(() => t.close());

const get = (path: string, token?: string) => call(t.app, 'GET', path, { token });
const watch = (id: number) =>
  get(buildPath(paths.episodeForUser.path, { id, userId: paid.id }), paid.token);
const episode = (n: number) => shown.episodes[n - 1]!;

describe('episodes that are not published', () => {
  it('are left out of the episode list, its groups and the title’s episode count', async () => {
    const list = expectData(
      'episodesOfMedia',
      await get(buildPath(paths.episodesOfMedia.path, { mediaId: shown.id, userId: 0 })),
    );
    expect(list.map((e) => e.id)).toEqual([episode(1).id]);
    const groups = expectData(
      'groups',
      await get(buildPath(paths.groups.path, { anime: shown.id, userId: 0 })),
    );
    expect(groups.flatMap((g) => g.episodes.map((e) => e.id))).toEqual([episode(1).id]);
    const detail = expectData(
      'animeDetail',
      await get(buildPath(paths.animeDetail.path, { id: shown.id, userId: 0 })),
    );
    expect(detail.episode_count).toBe(1);
  });

  it('answer 404 on the watch page, and the published one has no neighbours', async () => {
    const first = expectData('episodeForUser', await watch(episode(1).id));
    expect(first.next_id).toBeNull();
    for (const n of [2, 3, 4]) expectError(await watch(episode(n).id), 404, extra.notFound);
  });

  it('answer 404 for every episode of a title that is not published', async () => {
    for (const { id } of hiddenTitle.episodes) expectError(await watch(id), 404, extra.notFound);
    expectError(
      await get(buildPath(paths.episodesOfMedia.path, { mediaId: hiddenTitle.id, userId: 0 })),
      404,
      extra.notFound,
    );
  });

  it('are refused a download grant', async () => {
    const grant = (id: number) =>
      get(
        buildPath(paths.downloadGrant.path, { userId: paid.id, kind: 'episode', id }),
        paid.token,
      );
    expect((await grant(episode(1).id)).status).toBe(200);
    expectError(await grant(episode(3).id), 404, extra.notFound);
  });

  it('serve no bytes, free or signed, once taken off the site', async () => {
    const series = await createSeries(t, { episodes: 4, freeEpisodes: 2 });
    await linkMediaFolders(t.db, t.config);
    const [free, , paidEpisode] = series.episodes;
    const sources = async (id: number) => {
      const data = expectData('episodeForUser', await watch(id));
      return data.vid1 ?? '';
    };
    const [freeUrl, paidUrl] = [await sources(free!.id), await sources(paidEpisode!.id)];
    expect(paidUrl).toMatch(/^\/media\/s\//);
    for (const url of [freeUrl, paidUrl]) expect((await t.app.request(url)).status).toBe(200);

    await t.db
      .updateTable('episodes')
      .set({ publish_state: 'hidden' })
      .where('id', 'in', [free!.id, paidEpisode!.id])
      .execute();
    for (const url of [freeUrl, paidUrl]) {
      const res = await t.app.request(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
