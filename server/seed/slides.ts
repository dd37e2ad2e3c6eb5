import type { Insertable } from 'kysely';
import type { Database, MediaKind } from '../db/schema';
import { bannerSvg } from './artwork';
import type { CategorySlug } from './catalogue-data';
import type { SeedContext } from './context';
import { day, hour, insertMany } from './context';

interface Pick {
  id: number;
  kind: MediaKind;
  title: string;
  original_name: string | null;
  banner: string | null;
  poster_hz: string | null;
}

function detailLink(m: Pick): string {
  return m.kind === 'series' ? `/series/detail/${m.id}` : `/theatre/detail/${m.id}`;
}

async function mediaIn(ctx: SeedContext, slug: CategorySlug, kinds: MediaKind[], limit: number) {
  return ctx.db
    .selectFrom('media')
    .innerJoin('media_categories', 'media_categories.media_id', 'media.id')
    .innerJoin('categories', 'categories.id', 'media_categories.category_id')
    .select([
      'media.id',
      'media.kind',
      'media.title',
      'media.original_name',
      'media.banner',
      'media.poster_hz',
    ])
    .where('categories.slug', '=', slug)
    .where('media.kind', 'in', kinds)
    .where('media.season_number', '=', 1)
    .orderBy('media.id')
    .limit(limit)
    .execute();
}

// Ulaanbaatar is UTC+8 all year; the schedule covers its calendar day.
const ubOffset = 8 * hour;

const schedule = [
  'Өглөөний мэдээ',
  'Зах зээлийн тойм',
  'Эдийн засгийн цаг',
  'Бизнесийн ертөнц',
  'Ярилцлагын цаг',
  'Хөрөнгийн бирж',
  'Технологийн долоо хоног',
  'Долоо хоногийн тойм',
];

/** Slide sets 1 (big, multi) to 5, and today's and tomorrow's live programme in three-hour blocks. */
export async function seedSlides(ctx: SeedContext, liveId: number): Promise<void> {
  const sets: [number, Pick[]][] = [
    [
      1,
      [
        ...(await mediaIn(ctx, 'economy', ['series'], 4)),
        ...(await mediaIn(ctx, 'drama', ['series'], 3)),
      ],
    ],
    [2, await mediaIn(ctx, 'drama', ['movie'], 4)],
    [3, await mediaIn(ctx, 'theatre', ['theatre'], 4)],
    [4, await mediaIn(ctx, 'kids', ['series', 'movie'], 4)],
    [5, await mediaIn(ctx, 'documentary', ['series', 'movie'], 4)],
  ];
  const rows: Insertable<Database['slides']>[] = [];
  for (const [setNo, picks] of sets) {
    picks.forEach((m, sort) => {
      rows.push({
        id: ctx.nextId('slides'),
        set_no: setNo,
        title: m.title,
        subtitle: m.original_name,
        image: setNo === 1 ? m.banner : m.poster_hz,
        link: detailLink(m),
        media_id: m.id,
        sort,
      });
    });
  }
  await insertMany(ctx.db, 'slides', rows);

  const dayStart = Math.floor((ctx.now + ubOffset) / day) * day - ubOffset;
  const block = day / schedule.length;
  // Today and tomorrow: a server seeded late in Ulaanbaatar's evening still has a programme on
  // air after midnight (a test run across midnight found the live card without one).
  const blocks = [...schedule, ...schedule];
  await insertMany(
    ctx.db,
    'programs',
    blocks.map((title, i) => ({
      id: ctx.nextId('programs'),
      title,
      description: `${title} — BTV сувгаар шууд`,
      // A still without text: the live card writes the programme's title over it.
      image: ctx.art('banner', title, () => bannerSvg(title)),
      media_id: liveId,
      starts_at: new Date(dayStart + i * block).toISOString(),
      ends_at: new Date(dayStart + (i + 1) * block).toISOString(),
    })),
  );
}
