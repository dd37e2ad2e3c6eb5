import type { Paged } from '@contract/envelope';
import type { EpisodeGroup, MediaCard, MediaDetail } from '@contract/entities';
import { server } from '../msw-server';
import { fail, on } from './contract';

/** Catalogue answers: media cards and pages of them, a media's detail, episodes and hover. */

export const card = (id: number, title = `Цуврал ${id}`): MediaCard => ({
  id,
  kind: 'series',
  title,
  original_name: null,
  image1: `/art/${id}.svg`,
  poster_hz: null,
  rating: 8,
  age_limit: null,
  total_episode: 10,
  released_date: '2024-03-01',
});

/** Page `page` of `lastPage`, `perPage` cards each, ids numbered across pages. */
export function pageOf(page: number, lastPage: number, perPage = 3): Paged<MediaCard> {
  return {
    data: Array.from({ length: perPage }, (_, i) => card((page - 1) * perPage + i + 1)),
    current_page: page,
    last_page: lastPage,
    total: lastPage * perPage,
  };
}

/** A media detail with every field filled, as the server answers for a series with seasons. */
export function mediaDetail(overrides: Partial<MediaDetail> = {}): MediaDetail {
  return {
    id: 11,
    kind: 'series',
    title: 'Зах зээлийн тойм',
    original_name: 'Market Review',
    description:
      '<p>Долоо хоногийн <strong>зах зээл</strong>.</p><script>window.__hacked = true</script><img src="x" onerror="window.__hacked = true">',
    image1: '/art/poster-11.svg',
    logo: null,
    poster_hz: '/art/hz-11.svg',
    banner: '/art/banner-11.svg',
    liked: null,
    later: false,
    notify: false,
    watch_status: null,
    epId: 103,
    ep_position_sec: 0,
    is_mirror: false,
    is_blacklist: false,
    translater: { nickname: 'Орчуулагч Болд', avatar: '/art/tr-1.svg' },
    categories: [
      { id: 1, title: 'Мэдээ', slug: 'news' },
      { id: 2, title: 'Эдийн засаг', slug: 'economy' },
    ],
    other_seasons: [
      { id: 11, title: '1-р улирал' },
      { id: 12, title: '2-р улирал' },
    ],
    studio: { name: 'BTV Студи', image: null },
    director: { name: 'Б. Энхжаргал', image: '/art/dir.svg' },
    actors: [
      { id: 5, name: 'Д. Саруул', image: '/art/a5.svg', vname: 'Г. Нараа', vimage: null },
      { id: 6, name: 'Т. Мөнх', image: null, vname: null, vimage: null },
    ],
    related: [
      {
        id: 21,
        kind: 'series',
        title: 'Хөрөнгийн бирж',
        original_name: 'Stock Exchange',
        image1: '/art/p21.svg',
        poster_hz: null,
        rating: 7.9,
        age_limit: null,
        total_episode: 20,
        released_date: '2024-01-01',
      },
    ],
    rating: 8.4,
    age_limit: 16,
    is_completed: false,
    released_date: '2024-03-01',
    total_episode: 12,
    episode_count: 12,
    season: null,
    like_count: 1200,
    updated_at: '2024-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export function episodeGroups(mediaId: number, count = 12): EpisodeGroup[] {
  const groups: EpisodeGroup[] = [];
  for (let n = 1; n <= count; n++) {
    const groupIndex = Math.floor((n - 1) / 10);
    let group = groups[groupIndex];
    if (!group) {
      group = { id: 500 + groupIndex, title: `${n}-${Math.min(count, n + 9)}`, episodes: [] };
      groups.push(group);
    }
    group.episodes.push({
      id: 100 + n,
      anime_id: mediaId,
      group_id: group.id,
      number: n,
      title: `${n}-р анги`,
      image: null,
      is_free: n <= 2,
      duration_sec: 1200,
      liked: null,
      likeCount: 0,
      dislikeCount: 0,
      commentCount: 0,
      created_at: '2024-03-01T00:00:00.000Z',
    });
  }
  return groups;
}

/** msw answers for one media: detail, groups and (by default) no hover video. */
export function serveMedia(detail: MediaDetail, options: { hover?: string | null } = {}) {
  const hover = options.hover ?? null;
  const calls = { hover: 0 };
  server.use(
    on('animeDetail', ({ params }) =>
      Number(params.id) === detail.id
        ? { status: true, data: detail }
        : fail(404, 'Хайсан зүйл олдсонгүй!'),
    ),
    on('groups', () => ({ status: true, data: episodeGroups(detail.id) })),
    on('animeHover', () => {
      calls.hover++;
      return hover
        ? { status: true, p: hover }
        : { status: false, msg: 'Уучлаарай бичлэг олдсонгүй' };
    }),
  );
  return calls;
}
