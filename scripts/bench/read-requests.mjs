// The catalogue reads the load and profile benchmarks send, built from the catalogue itself so
// the figures are not one hot row: the listing with the filters its page offers, details and
// episode lists of popular and new series, and Cyrillic search words (whole and typed-so-far)
// taken from the titles. A viewer ({ id, token }) gets the same reads signed in: their id in the
// path and their token in Authorization, which bypasses the guest micro-cache.

/** The demo tester with likes and history (server/seed/users.ts). */
export const DEMO_USER = { phone: '99119911', pin: '2580' };

/** What the load benchmark sends by default: the reads of a viewer browsing the catalogue. */
export const READ_CALLS = ['listing', 'detail', 'episodes', 'search'];

/** Also built: one episode with its sources and rights (the watch page), and the home rows. */
export const MORE_CALLS = ['episode', 'home'];

/**
 * `get(method, path, body)` answers the envelope's data (over HTTP or in-process). Given a fresh
 * `random` of the same seed, every viewer gets the same titles and words, so rows compare.
 */
export async function readRequests(get, random, viewer = null) {
  const userId = viewer?.id ?? 0;
  const auth = viewer ? { authorization: `Bearer ${viewer.token}` } : {};
  const getRequest = (path) => ({ method: 'GET', path, headers: { ...auth } });
  const categories = (await get('GET', '/api/m/media/home/cat')).map((c) => c.id);
  const seasons = (await get('GET', '/api/m/anime/seasonList')).map((s) => s.id);
  const list = (body, page) => ({
    method: 'POST',
    path: `/api/m/anime/list/${userId}?page=${page}&t=all`,
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ cats: [], season: 'all', sort: 'all', animeStatus: 'all', ...body }),
  });
  const listing = [
    ...[1, 2, 3, 10].map((page) => list({}, page)),
    ...['new', 'old', 'a-z', 'rating', 'popular'].map((sort) => list({ sort }, 1)),
    ...categories.map((id) => list({ cats: [id] }, 1)),
    ...categories.slice(0, 3).map((id) => list({ cats: [id], sort: 'rating' }, 2)),
    ...seasons.slice(0, 4).map((id) => list({ season: id }, 1)),
    list({ animeStatus: 'airing' }, 1),
    list({ animeStatus: 'completed', sort: 'new' }, 1),
  ];

  const media = [];
  for (const sort of ['popular', 'new', 'a-z']) {
    for (const page of [1, 5]) {
      const body = JSON.stringify({ sort });
      media.push(...(await get('POST', `/api/m/anime/list/0?page=${page}&t=all`, body)).data);
    }
  }
  const picked = random.shuffle(media).slice(0, 64);
  const detail = picked.map((m) => getRequest(`/api/m/anime/detail/${m.id}/${userId}`));
  const episodes = picked.map((m) => getRequest(`/api/m/episodes/${m.id}/${userId}`));
  const episode = [];
  for (const m of picked.slice(0, 16)) {
    const list = await get('GET', `/api/m/episodes/${m.id}/0`);
    const one = list.length > 0 ? list[random.int(list.length)] : undefined;
    if (one) episode.push(getRequest(`/api/m/episode/${one.id}/${userId}`));
  }

  const words = [
    ...new Set(
      media.flatMap((m) =>
        m.title
          .toLowerCase()
          .split(/[\s:,.!?-]+/)
          .filter((w) => /^[а-яёөү]{3,}$/.test(w)),
      ),
    ),
  ];
  const queries = random
    .shuffle(words)
    .slice(0, 32)
    .map((w, i) => (i % 2 ? w : w.slice(0, 2 + (i % 3))));
  const search = [...queries, 'хайлтандолдохгүй'].map((q) =>
    getRequest(`/api/search?q=${encodeURIComponent(q)}`),
  );
  return {
    listing: random.shuffle(listing),
    detail,
    episodes,
    search: random.shuffle(search),
    episode,
    home: [getRequest('/api/m/media/home/cat')],
  };
}
