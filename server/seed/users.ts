import type { Insertable } from 'kysely';
import { hashPin } from '../domain/pin-hash';
import { notificationMessages } from '../../contract/messages';
import type { Database } from '../db/schema';
import {
  commentRow,
  episodeLikeRow,
  historyRow,
  mediaStatusRow,
  notificationRow,
  paidInvoiceRow,
  paymentRow,
  receiptRow,
  rentalRow,
  userRow,
} from '../db/rows';
import { avatarSvg } from './artwork';
import type { SeedContext } from './context';
import { day, hour, insertMany } from './context';
import type { MovieIds } from './movies';

/** Demo accounts; the first two are the ones documented for testers. */
export const demoUsers = [
  {
    phone: '99119911',
    pin: '2580',
    first: 'Батболд',
    last: 'Дорж',
    nick: 'batbold',
    gender: 1,
    days: 30,
  },
  {
    phone: '88118811',
    pin: '3691',
    first: 'Сарнай',
    last: 'Ганбаатар',
    nick: 'sarnai',
    gender: 2,
    days: 0,
  },
  {
    phone: '95112233',
    pin: '4826',
    first: 'Тэмүүжин',
    last: 'Бат',
    nick: 'temuujin',
    gender: 1,
    days: 12,
  },
  {
    phone: '94113344',
    pin: '7391',
    first: 'Оюунаа',
    last: 'Нямдорж',
    nick: 'oyuka',
    gender: 2,
    days: 90,
  },
  {
    phone: '80115566',
    pin: '1593',
    first: 'Ганаа',
    last: 'Сүх',
    nick: 'ganaa',
    gender: 3,
    days: 5,
  },
] as const;

const remarks = [
  'Маш сонирхолтой анги байлаа, баярлалаа!',
  'Инфляцын тайлбар үнэхээр ойлгомжтой болсон байна.',
  'Дараагийн анги хэзээ гарах вэ?',
  'Хөтлөгч маш сайн бэлтгэлтэй байна.',
  'Энэ сэдвээр дахин нэвтрүүлэг хийгээч.',
  'Жүжигчдийн тоглолт гайхалтай!',
  'Хадмал орчуулга жаахан хоцорч байна лээ.',
  'Гэр бүлээрээ үзэж байна, их таалагдлаа.',
];

const replies = ['Санал нэг байна!', 'Ирэх долоо хоногт гарна гэсэн.', 'Тийм ээ, үнэн.'];

type Row<T extends keyof Database> = Insertable<Database[T]>;

/**
 * "New episode" notifications as publishEpisode writes them, about the last episode of titles
 * the main user follows (notify), one left unread; and one unread for the second user, so both
 * demo accounts show a badge.
 */
async function newEpisodeNotices(ctx: SeedContext, userIds: number[], seriesIds: number[]) {
  const [main, second] = userIds;
  const wanted = [
    { userId: main, mediaId: seriesIds[1], ago: 3 * hour, read: false },
    { userId: main, mediaId: seriesIds[3], ago: 2 * day, read: true },
    { userId: second, mediaId: seriesIds[1], ago: 3 * hour, read: false },
  ];
  const rows: Row<'notifications'>[] = [];
  for (const w of wanted) {
    if (w.userId === undefined || w.mediaId === undefined) continue;
    const episode = await ctx.db
      .selectFrom('episodes')
      .innerJoin('media', 'media.id', 'episodes.media_id')
      .select(['episodes.id', 'episodes.title', 'media.title as mediaTitle'])
      .where('episodes.media_id', '=', w.mediaId)
      .orderBy('episodes.number', 'desc')
      .executeTakeFirst();
    if (!episode) continue;
    const createdAt = ctx.now - w.ago;
    rows.push({
      id: ctx.nextId('notifications'),
      ...notificationRow({
        userId: w.userId,
        kind: 'episode',
        title: notificationMessages.episodeTitle,
        body: notificationMessages.episodeBody(episode.mediaTitle, episode.title),
        link: `/watch/${w.mediaId}/${episode.id}`,
        createdAt,
        readAt: w.read ? createdAt + hour : null,
        dedupeKey: `episode:${episode.id}:${w.userId}`,
      }),
    });
  }
  return rows;
}

/** Users, their comments, likes, statuses, history, notifications and one paid rental. */
export async function seedUsers(
  ctx: SeedContext,
  seriesIds: number[],
  movies: MovieIds,
  optionIds: number[],
) {
  const rng = ctx.random('users');
  const pinHashes = await Promise.all(demoUsers.map((u) => hashPin(u.pin)));
  const users: Row<'users'>[] = demoUsers.map((u, i) => {
    const name = `${u.first} ${u.last}`;
    // The second demo user keeps the default avatar so that path gets exercised.
    const avatar = i === 1 ? null : ctx.art('avatar', name, () => avatarSvg(name));
    return {
      id: ctx.nextId('users'),
      ...userRow({
        phone: u.phone,
        pinHash: pinHashes[i] ?? null,
        nickname: u.nick,
        firstName: u.first,
        lastName: u.last,
        email: `${u.nick}@example.mn`,
        gender: u.gender,
        avatar,
        days: u.days,
        now: ctx.now,
        createdAt: ctx.now - (200 - i * 20) * day,
        registeredAt: ctx.now - 200 * day,
        updatedAt: ctx.now - day,
      }),
    };
  });
  await insertMany(ctx.db, 'users', users);
  const userIds = users.map((u) => u.id as number);
  const [main = 1] = userIds;

  // Comments on the first two episodes of the first six shows, some answered.
  const early = await ctx.db
    .selectFrom('episodes')
    .select(['id', 'media_id'])
    .where('media_id', 'in', seriesIds.slice(0, 6))
    .where('number', '<=', 2)
    .orderBy('id')
    .execute();
  const comments: Row<'comments'>[] = [];
  const actions: Row<'comment_actions'>[] = [];
  const perEpisode = new Map<number, number>();
  for (const ep of early) {
    const count = rng.int(2, 4);
    for (let i = 0; i < count; i++) {
      const id = ctx.nextId('comments');
      const author = rng.pick(userIds);
      const createdAt = ctx.now - rng.int(2, 30) * day - i * hour;
      const voters = rng.sample(
        userIds.filter((u) => u !== author),
        rng.int(0, 3),
      );
      const votes = voters.map((user) => ({ user, action: rng.chance(0.8) ? 1 : 2 }));
      comments.push({
        id,
        ...commentRow({
          episodeId: ep.id,
          userId: author,
          body: rng.pick(remarks),
          likes: votes.filter((v) => v.action === 1).length,
          dislikes: votes.filter((v) => v.action === 2).length,
          createdAt,
        }),
      });
      for (const v of votes) {
        actions.push({
          comment_id: id,
          user_id: v.user,
          action: v.action,
          created_at: new Date(createdAt + hour).toISOString(),
        });
      }
      if (rng.chance(0.35)) {
        comments.push({
          id: ctx.nextId('comments'),
          ...commentRow({
            episodeId: ep.id,
            userId: rng.pick(userIds.filter((u) => u !== author)),
            parentId: id,
            body: rng.pick(replies),
            createdAt: createdAt + 2 * hour,
          }),
        });
      }
    }
  }
  for (const c of comments) perEpisode.set(c.episode_id, (perEpisode.get(c.episode_id) ?? 0) + 1);
  await insertMany(ctx.db, 'comments', comments);
  await insertMany(ctx.db, 'comment_actions', actions);
  for (const [episodeId, count] of perEpisode) {
    await ctx.db
      .updateTable('episodes')
      .set({ comment_count: count })
      .where('id', '=', episodeId)
      .execute();
  }

  // The main demo user has liked, queued and half-watched a few titles.
  const statuses = ['watching', 'completed', 'plan', 'on_hold'];
  await insertMany(
    ctx.db,
    'media_statuses',
    seriesIds.slice(0, 6).map((mediaId, i) =>
      mediaStatusRow({
        userId: main,
        mediaId,
        liked: i < 4 ? 1 : null,
        later: i >= 4,
        notify: i % 2 === 1,
        watchStatus: statuses[i] ?? null,
        updatedAt: ctx.now - i * day,
      }),
    ),
  );
  await insertMany(
    ctx.db,
    'episode_likes',
    early
      .slice(0, 3)
      .map((ep) =>
        episodeLikeRow({ userId: main, episodeId: ep.id, value: 1, createdAt: ctx.now - 3 * day }),
      ),
  );
  const watched = early.filter((_, i) => i % 2 === 1).slice(0, 4);
  await insertMany(ctx.db, 'history', [
    ...watched.map((ep, i) =>
      historyRow({
        userId: main,
        mediaId: ep.media_id,
        episodeId: ep.id,
        positionSec: 300 + i * 120,
        durationSec: 1500,
        createdAt: ctx.now - (i + 2) * day,
        updatedAt: ctx.now - (i + 1) * hour,
      }),
    ),
    ...movies.movies.slice(0, 1).map((mediaId) =>
      historyRow({
        userId: main,
        mediaId,
        episodeId: null,
        positionSec: 2400,
        durationSec: 5400,
        createdAt: ctx.now - 5 * day,
        updatedAt: ctx.now - 5 * hour,
      }),
    ),
  ]);

  await insertMany(ctx.db, 'notifications', [
    {
      id: ctx.nextId('notifications'),
      ...notificationRow({
        userId: null,
        title: 'Шинэ улирал эхэллээ',
        body: '«Зах зээлийн тойм» нэвтрүүлгийн шинэ улирал гарлаа.',
        link: seriesIds[2] ? `/series/detail/${seriesIds[2]}` : null,
        createdAt: ctx.now - 2 * day,
      }),
    },
    {
      id: ctx.nextId('notifications'),
      ...notificationRow({
        userId: null,
        title: 'Театрын шинэ үзвэр',
        body: 'Театрын шилдэг жүжгүүдийг гэрээсээ түрээсэлж үзээрэй.',
        link: '/theatre',
        createdAt: ctx.now - 6 * day,
      }),
    },
    {
      id: ctx.nextId('notifications'),
      ...notificationRow({
        userId: main,
        kind: 'payment',
        title: notificationMessages.paymentTitle,
        body: notificationMessages.extendPaidBody(30),
        link: '/profile/ebarimt/list',
        createdAt: ctx.now - day,
        readAt: ctx.now - day + hour,
      }),
    },
    ...(await newEpisodeNotices(ctx, userIds, seriesIds)),
  ]);

  await seedPurchases(ctx, main, movies, optionIds[0] ?? null);
  return userIds;
}

/** One paid subscription and one live rental for the main demo user, with e-barimt receipts. */
async function seedPurchases(
  ctx: SeedContext,
  userId: number,
  movies: MovieIds,
  optionId: number | null,
) {
  const theatreId = movies.theatre[0];
  const price = theatreId
    ? ((
        await ctx.db
          .selectFrom('movies')
          .select('price')
          .where('media_id', '=', theatreId)
          .executeTakeFirst()
      )?.price ?? 0)
    : 0;
  const paidAt = ctx.now - day;
  const invoices: Row<'invoices'>[] = [
    {
      id: ctx.nextId('invoices'),
      ...paidInvoiceRow({
        bill: 'seed-extend-1',
        providerInvoiceId: 'seed-qpay-invoice-1',
        userId,
        kind: 'extend',
        optionId,
        amount: 9_900,
        orderKey: `seed:extend:${userId}:1`,
        paidAt,
      }),
    },
  ];
  if (theatreId) {
    invoices.push({
      id: ctx.nextId('invoices'),
      ...paidInvoiceRow({
        bill: 'seed-rental-1',
        providerInvoiceId: 'seed-qpay-invoice-2',
        userId,
        kind: 'rental',
        movieId: theatreId,
        amount: price,
        orderKey: `seed:rental:${userId}:${theatreId}`,
        paidAt: ctx.now - hour,
      }),
    });
  }
  const paidAtOf = (inv: Row<'invoices'>) => (inv.paid_at ? Date.parse(inv.paid_at) : paidAt);
  await insertMany(ctx.db, 'invoices', invoices);
  await insertMany(
    ctx.db,
    'payments',
    invoices.map((inv, i) => ({
      id: ctx.nextId('payments'),
      ...paymentRow({
        invoiceId: inv.id as number,
        providerPaymentId: `seed-qpay-payment-${i + 1}`,
        amount: inv.amount,
        paidAt: paidAtOf(inv),
      }),
    })),
  );
  await insertMany(
    ctx.db,
    'receipts',
    invoices.map((inv, i) => ({
      id: ctx.nextId('receipts'),
      ...receiptRow({
        invoiceId: inv.id as number,
        userId,
        amount: inv.amount,
        ddtd: `0000000000${String(i + 1).padStart(23, '0')}`,
        lottery: `АБ ${String(12_345_678 + i)}`,
        createdAt: paidAtOf(inv),
      }),
    })),
  );
  const rental = invoices[1];
  if (theatreId && rental) {
    await insertMany(ctx.db, 'rentals', [
      {
        id: ctx.nextId('rentals'),
        ...rentalRow({
          userId,
          movieId: theatreId,
          invoiceId: rental.id as number,
          startsAt: ctx.now - hour,
          hours: 72,
        }),
      },
    ]);
  }
}
