import type { Insertable } from 'kysely';
import type { Database } from '../db/schema';
import { copyTitle, movies, theatre } from './catalogue-data';
import { flushMedia } from './catalogue';
import type { SeedContext } from './context';
import { day, insertMany } from './context';
import type { Taxonomy } from './media-rows';
import { movieRow, titleFolderOf } from '../db/rows';
import { addMedia, addSources, emptyBatch } from './media-rows';

export interface MovieIds {
  movies: number[];
  theatre: number[];
  live: number;
}

type MovieRow = Insertable<Database['movies']>;

/** Movies, rentable theatre titles and the live channel: media rows plus their `movies` row. */
export async function seedMovies(ctx: SeedContext, tax: Taxonomy): Promise<MovieIds> {
  const rng = ctx.random('movies');
  const batch = emptyBatch();
  const rows: MovieRow[] = [];
  const ids: MovieIds = { movies: [], theatre: [], live: 0 };

  for (let copy = 0; copy < ctx.scale; copy++) {
    for (const m of movies) {
      const title = copyTitle(m.title, copy);
      const id = addMedia(ctx, rng, tax, batch, {
        kind: 'movie',
        title,
        original: m.original,
        genre: m.genre,
        cats: m.cats,
        blurb: m.blurb,
        releasedAt: ctx.now - rng.int(5, 900) * day,
        status: 'completed',
        totalEpisode: 1,
        mediaGroupId: null,
        seasonNumber: 1,
        seasonTitle: null,
        artKey: title,
      });
      const folder = titleFolderOf('movie', id, { is_free: m.free ? 1 : 0 });
      rows.push(
        movieRow({
          mediaId: id,
          isTheatre: false,
          isFree: m.free === true,
          folder,
          hd: !m.noHd,
          durationSec: rng.int(80, 130) * 60,
        }),
      );
      addSources(batch, 'movie', id, folder);
      ids.movies.push(id);
    }

    for (const t of theatre) {
      const title = copyTitle(t.title, copy);
      const id = addMedia(ctx, rng, tax, batch, {
        kind: 'theatre',
        title,
        original: t.original,
        genre: 'drama',
        cats: t.cats,
        blurb: t.blurb,
        releasedAt: ctx.now - rng.int(3, 700) * day,
        status: 'completed',
        totalEpisode: 1,
        mediaGroupId: null,
        seasonNumber: 1,
        seasonTitle: null,
        artKey: title,
      });
      const folder = titleFolderOf('movie', id, {
        is_free: t.price === 0 ? 1 : 0,
        is_theatre: 1,
        price: t.price,
      });
      rows.push(
        movieRow({
          mediaId: id,
          isTheatre: true,
          isFree: t.price === 0,
          price: t.price,
          folder: t.noVideo ? null : folder,
          durationSec: rng.int(90, 150) * 60,
        }),
      );
      if (!t.noVideo) addSources(batch, 'movie', id, folder);
      ids.theatre.push(id);
    }
  }

  ids.live = addMedia(ctx, rng, tax, batch, {
    kind: 'live',
    title: 'BTV Шууд',
    original: 'BTV Live',
    genre: 'news',
    cats: ['news', 'economy'],
    blurb:
      'Бизнес, эдийн засгийн мэдээ, ярилцлага, зах зээлийн тоймыг 24 цагийн турш шууд дамжуулна.',
    releasedAt: ctx.now - 400 * day,
    status: 'airing',
    totalEpisode: 0,
    mediaGroupId: null,
    seasonNumber: 1,
    seasonTitle: null,
    artKey: 'BTV Шууд',
  });
  // The live channel's rows hold its loop material; viewers get the live manifest instead.
  const liveFolder = titleFolderOf('movie', ids.live, { is_free: 1 });
  rows.push(
    movieRow({
      mediaId: ids.live,
      isTheatre: false,
      isFree: true,
      folder: liveFolder,
      durationSec: 0,
    }),
  );
  addSources(batch, 'movie', ids.live, liveFolder);

  await flushMedia(ctx, batch);
  await insertMany(ctx.db, 'movies', rows);
  await insertMany(ctx.db, 'tracks', batch.tracks);
  await insertMany(ctx.db, 'subtitles', batch.subtitles);
  return ids;
}
