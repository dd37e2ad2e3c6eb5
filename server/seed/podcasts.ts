import type { Insertable } from 'kysely';
import { podcastRow, podcastTrackRow } from '../db/rows';
import type { Database } from '../db/schema';
import { coverSvg } from './artwork';
import { topics } from './catalogue-data';
import type { SeedContext } from './context';
import { day, insertMany } from './context';

const podcasts = [
  {
    title: 'Мөнгө ба мэдлэг',
    creator: 'Б. Энхжаргал',
    description: 'Хувийн санхүү, хуримтлал, хөрөнгө оруулалтын тухай долоо хоног тутмын подкаст.',
  },
  {
    title: 'Бизнесийн яриа',
    creator: 'Т. Мөнхбат',
    description: 'Монголын бизнес эрхлэгчидтэй амжилт, бүтэлгүйтлийн тухай чөлөөт яриа.',
  },
  {
    title: 'Стартапын түүхүүд',
    creator: 'Ж. Анударь',
    description: 'Санаанаас эхлээд хөрөнгө оруулалт татах хүртэлх стартапуудын бодит түүх.',
  },
  {
    title: 'Хөрөнгө оруулагчийн цаг',
    creator: 'Г. Тэмүүлэн',
    description: 'Хувьцаа, бонд, үл хөдлөх хөрөнгийн зах зээлийн шинжилгээ, зөвлөгөө.',
  },
  {
    title: 'Ном ба бизнес',
    creator: 'О. Номин',
    description: 'Бизнесийн шилдэг номуудын гол санааг монгол хэлээр товч танилцуулна.',
  },
];

/**
 * Tracks come out at 09:00 in Ulaanbaatar (01:00 UTC) on their day, not at the hour the seed
 * ran: a date drawn in another zone (19 hours behind in Samoa) then differs the same way
 * whenever the suite runs.
 */
const MORNING_UTC_MS = 1 * 60 * 60 * 1000;
const atMorning = (ms: number) => Math.floor(ms / day) * day + MORNING_UTC_MS;

/** Five shows, 4–8 tracks each, audio round-robin over the four sample files. */
export async function seedPodcasts(ctx: SeedContext): Promise<void> {
  const rng = ctx.random('podcasts');
  const shows: Insertable<Database['podcasts']>[] = [];
  const tracks: Insertable<Database['podcast_tracks']>[] = [];
  let audio = 0;
  podcasts.forEach((p, index) => {
    const id = ctx.nextId('podcasts');
    const image = ctx.art('cover', p.title, () => coverSvg(p.title, p.creator));
    const count = rng.int(4, 8);
    const startedAt = ctx.now - (count * 7 + index * 3) * day;
    shows.push({ id, ...podcastRow({ ...p, image, createdAt: startedAt }) });
    for (let n = 1; n <= count; n++) {
      tracks.push({
        id: ctx.nextId('podcast_tracks'),
        ...podcastTrackRow({
          podcastId: id,
          number: n,
          title: `#${n} ${rng.pick(topics)}`,
          creator: p.creator,
          audio: `/media/podcast/ep${(audio++ % 4) + 1}.m4a`,
          image,
          durationSec: rng.int(20, 55) * 60,
          publishedAt: atMorning(startedAt + (n - 1) * 7 * day),
        }),
      });
    }
  });
  await insertMany(ctx.db, 'podcasts', shows);
  await insertMany(ctx.db, 'podcast_tracks', tracks);
}
