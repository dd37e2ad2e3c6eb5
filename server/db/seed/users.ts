import type { Insertable } from 'kysely';
import { hashPin } from '../../domain/pin-hash';
import type { Database } from '../schema';
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
      phone: u.phone,
      pin_hash: pinHashes[i] ?? null,
      nickname: u.nick,
      first_name: u.first,
      last_name: u.last,
      email: `${u.nick}@example.mn`,
      email_verified_at: ctx.iso(-200 * day),
      gender: u.gender,
      image: avatar,
      avatar,
      days: u.days,
      paid_until: u.days > 0 ? ctx.iso(u.days * day) : null,
      terms_accepted_at: ctx.iso(-200 * day),
      created_at: ctx.iso(-(200 - i * 20) * day),
      updated_at: ctx.iso(-day),
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
        episode_id: ep.id,
        user_id: author,
        parent_id: null,
        body: rng.pick(remarks),
        likes: votes.filter((v) => v.action === 1).length,
        dislikes: votes.filter((v) => v.action === 2).length,
        created_at: new Date(createdAt).toISOString(),
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
          episode_id: ep.id,
          user_id: rng.pick(userIds.filter((u) => u !== author)),
          parent_id: id,
          body: rng.pick(replies),
          likes: 0,
          dislikes: 0,
          created_at: new Date(createdAt + 2 * hour).toISOString(),
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
    seriesIds.slice(0, 6).map((mediaId, i) => ({
      user_id: main,
      media_id: mediaId,
      liked: i < 4 ? 1 : null,
      later: i >= 4 ? 1 : 0,
      notify: i % 2,
      watch_status: statuses[i] ?? null,
      updated_at: ctx.iso(-i * day),
    })),
  );
  await insertMany(
    ctx.db,
    'episode_likes',
    early.slice(0, 3).map((ep) => ({
      user_id: main,
      episode_id: ep.id,
      value: 1,
      created_at: ctx.iso(-3 * day),
    })),
  );
  const watched = early.filter((_, i) => i % 2 === 1).slice(0, 4);
  await insertMany(ctx.db, 'history', [
    ...watched.map((ep, i) => ({
      user_id: main,
      media_id: ep.media_id,
      episode_id: ep.id,
      position_sec: 300 + i * 120,
      duration_sec: 1500,
      created_at: ctx.iso(-(i + 2) * day),
      updated_at: ctx.iso(-(i + 1) * hour),
    })),
    ...movies.movies.slice(0, 1).map((mediaId) => ({
      user_id: main,
      media_id: mediaId,
      episode_id: null,
      position_sec: 2400,
      duration_sec: 5400,
      created_at: ctx.iso(-5 * day),
      updated_at: ctx.iso(-5 * hour),
    })),
  ]);

  await insertMany(ctx.db, 'notifications', [
    {
      id: ctx.nextId('notifications'),
      user_id: null,
      title: 'Шинэ улирал эхэллээ',
      body: '«Зах зээлийн тойм» нэвтрүүлгийн шинэ улирал гарлаа.',
      link: seriesIds[2] ? `/series/detail/${seriesIds[2]}` : null,
      created_at: ctx.iso(-2 * day),
      read_at: null,
    },
    {
      id: ctx.nextId('notifications'),
      user_id: null,
      title: 'Театрын шинэ үзвэр',
      body: 'Театрын шилдэг жүжгүүдийг гэрээсээ түрээсэлж үзээрэй.',
      link: '/theatre',
      created_at: ctx.iso(-6 * day),
      read_at: null,
    },
    {
      id: ctx.nextId('notifications'),
      user_id: main,
      title: 'Төлбөр амжилттай',
      body: 'Таны эрх 30 хоногоор сунгагдлаа.',
      link: '/profile',
      created_at: ctx.iso(-day),
      read_at: ctx.iso(-day + hour),
    },
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
  const paidAt = ctx.iso(-day);
  const invoices: Row<'invoices'>[] = [
    {
      id: ctx.nextId('invoices'),
      bill: 'seed-extend-1',
      provider_invoice_id: 'seed-qpay-invoice-1',
      user_id: userId,
      kind: 'extend',
      movie_id: null,
      option_id: optionId,
      amount: 9_900,
      status: 'paid',
      qr_text: null,
      qr_image: null,
      urls: null,
      order_key: `seed:extend:${userId}:1`,
      created_at: ctx.iso(-day - 60_000),
      expires_at: ctx.iso(-day + 30_000),
      paid_at: paidAt,
    },
  ];
  if (theatreId) {
    invoices.push({
      id: ctx.nextId('invoices'),
      bill: 'seed-rental-1',
      provider_invoice_id: 'seed-qpay-invoice-2',
      user_id: userId,
      kind: 'rental',
      movie_id: theatreId,
      option_id: null,
      amount: price,
      status: 'paid',
      qr_text: null,
      qr_image: null,
      urls: null,
      order_key: `seed:rental:${userId}:${theatreId}`,
      created_at: ctx.iso(-hour - 60_000),
      expires_at: ctx.iso(-hour + 30_000),
      paid_at: ctx.iso(-hour),
    });
  }
  await insertMany(ctx.db, 'invoices', invoices);
  await insertMany(
    ctx.db,
    'payments',
    invoices.map((inv, i) => ({
      id: ctx.nextId('payments'),
      invoice_id: inv.id as number,
      provider_payment_id: `seed-qpay-payment-${i + 1}`,
      amount: inv.amount,
      paid_at: inv.paid_at ?? paidAt,
      created_at: inv.paid_at ?? paidAt,
    })),
  );
  await insertMany(
    ctx.db,
    'receipts',
    invoices.map((inv, i) => ({
      id: ctx.nextId('receipts'),
      invoice_id: inv.id as number,
      user_id: userId,
      type: 'individual' as const,
      register_no: null,
      amount: inv.amount,
      ddtd: `0000000000${String(i + 1).padStart(23, '0')}`,
      lottery: `АБ ${String(12_345_678 + i)}`,
      created_at: inv.paid_at ?? paidAt,
    })),
  );
  const rental = invoices[1];
  if (theatreId && rental) {
    await insertMany(ctx.db, 'rentals', [
      {
        id: ctx.nextId('rentals'),
        user_id: userId,
        movie_id: theatreId,
        invoice_id: rental.id as number,
        starts_at: ctx.iso(-hour),
        ends_at: ctx.iso(71 * hour),
        created_at: ctx.iso(-hour),
      },
    ]);
  }
}
