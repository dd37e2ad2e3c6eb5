import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, notificationMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { publishEpisode } from '../../server/domain/episode-publish';
import { materialiseRentalEndings } from '../../server/domain/notification-events';
import { startRentalReminderSweep } from '../../server/sweeps/rental-reminder-sweep';
import { expectData, expectError } from './contract-check';
import {
  createMediaStatus,
  createMovie,
  createNotification,
  createRental,
  createSeries,
  createSignedInUser,
} from '../factories';
import {
  checkBill,
  expectInvoice,
  extendInvoice,
  movieInvoice,
  sandboxPay,
} from './payment-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = { id: number; token: string };

const list = (user: User, asUserId = user.id, page?: number) =>
  call(t.app, 'GET', buildPath(paths.notificationPage.path, { userId: asUserId }), {
    token: user.token,
    query: page ? { page } : undefined,
  });
const unread = (user: User, asUserId = user.id) =>
  call(t.app, 'GET', buildPath(paths.notificationCount.path, { userId: asUserId }), {
    token: user.token,
  });
const markRead = (user: User, id: number | string, asUserId = user.id) =>
  call(t.app, 'POST', buildPath(paths.notificationRead.path, { userId: asUserId, id }), {
    token: user.token,
  });
const markAll = (user: User, asUserId = user.id) =>
  call(t.app, 'POST', buildPath(paths.notificationReadAll.path, { userId: asUserId }), {
    token: user.token,
  });

const countOf = async (user: User) => expectData('notificationCount', await unread(user)).count;

/** A series followed (notify) by `follower` only; `liker` likes it without following. */
async function followedSeries() {
  const series = await createSeries(t, { episodes: 2 });
  const follower = await createSignedInUser(t);
  const liker = await createSignedInUser(t);
  await createMediaStatus(t, { userId: follower.id, mediaId: series.id, notify: true });
  await createMediaStatus(t, { userId: liker.id, mediaId: series.id, liked: 1 });
  return { series, follower, liker };
}

const publish = (series: { id: number; groupIds: number[] }, number: number) =>
  publishEpisode(t.db, t.clock.now(), {
    mediaId: series.id,
    groupId: series.groupIds[0] ?? null,
    number,
    isFree: false,
    folder: null,
  });

describe('a published episode', () => {
  it('notifies the followers of its title, and no one else', async () => {
    const { series, follower, liker } = await followedSeries();
    const { id: episodeId, notified } = await publish(series, 3);
    expect(notified).toBe(1);

    const page = expectData('notificationPage', await list(follower));
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      kind: 'episode',
      title: notificationMessages.episodeTitle,
      link: `/watch/${series.id}/${episodeId}`,
      read: false,
    });
    expect(await countOf(follower)).toBe(1);
    expect(expectData('notificationPage', await list(liker)).data).toEqual([]);
    expect(await countOf(liker)).toBe(0);
  });
});

describe('a rental ending', () => {
  it('is announced 24 hours before it ends, once, however often the sweep runs', async () => {
    const user = await createSignedInUser(t);
    const movieId = await createMovie(t, { kind: 'theatre', price: 5_000 });
    const { rentalId } = await createRental(t, {
      userId: user.id,
      movieId,
      startsAt: t.clock.now() - HOUR,
      hours: 72,
    });
    // Ends in 71 hours: not due yet.
    const now = t.clock.now();
    expect(await materialiseRentalEndings(t.db, now)).toBe(0);
    expect(await countOf(user)).toBe(0);

    // 48 hours on (the sweep takes its own now, so the session and the other tests keep theirs).
    const later = now + 48 * HOUR;
    const runs = await Promise.all([
      materialiseRentalEndings(t.db, later),
      materialiseRentalEndings(t.db, later, user.id),
      materialiseRentalEndings(t.db, later),
    ]);
    // The full sweeps also reach other users' rentals (the demo's): count only this one below.
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await materialiseRentalEndings(t.db, later + HOUR)).toBe(0);
    expect(await countOf(user)).toBe(1);
    const rows = await t.db
      .selectFrom('notifications')
      .select(['kind', 'link', 'created_at'])
      .where('dedupe_key', '=', `rental-ending:${rentalId}`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'rental-ending', link: `/theatre/detail/${movieId}` });
    // Dated when it fell due, 24 hours before the end.
    expect(Date.parse(rows[0]!.created_at)).toBe(now + 47 * HOUR);
  });

  it("is written by the servers' own sweep for a user who never opens the app", async () => {
    const user = await createSignedInUser(t);
    const movieId = await createMovie(t, { kind: 'theatre', price: 5_000 });
    const { rentalId } = await createRental(t, {
      userId: user.id,
      movieId,
      startsAt: t.clock.now() - 60 * HOUR,
      hours: 72,
    });
    const written = () =>
      t.db
        .selectFrom('notifications')
        .select('id')
        .where('dedupe_key', '=', `rental-ending:${rentalId}`)
        .execute();
    // No read of this user's notifications: only the sweep (which runs at once on start) writes.
    const stop = startRentalReminderSweep({ db: t.db, clock: t.clock });
    try {
      await expect.poll(async () => (await written()).length).toBe(1);
    } finally {
      stop();
    }
  });

  it('is not announced while another rental of the title follows it', async () => {
    const user = await createSignedInUser(t);
    const movieId = await createMovie(t, { kind: 'theatre', price: 5_000 });
    const now = t.clock.now();
    await createRental(t, { userId: user.id, movieId, startsAt: now - 60 * HOUR, hours: 72 });
    await createRental(t, { userId: user.id, movieId, startsAt: now + 12 * HOUR, hours: 72 });
    expect(await materialiseRentalEndings(t.db, now, user.id)).toBe(0);
  });
});

describe('a payment received', () => {
  it('is announced once per paid invoice, however often it is checked', async () => {
    const user = await createSignedInUser(t, { days: 0 });
    const option = await t.db
      .selectFrom('payment_options')
      .select(['id', 'days'])
      .orderBy('sort')
      .executeTakeFirstOrThrow();
    const { bill } = expectInvoice(await extendInvoice(t, user, option.id));
    await sandboxPay(t, bill, { callback: false });
    await Promise.all([1, 2, 3].map(() => checkBill(t, user.token, bill)));

    const page = expectData('notificationPage', await list(user));
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      kind: 'payment',
      title: notificationMessages.paymentTitle,
      body: notificationMessages.extendPaidBody(option.days),
      link: '/profile/ebarimt/list',
      read: false,
    });
  });

  it('names the rented title', async () => {
    const user = await createSignedInUser(t, { days: 0 });
    const movieId = await createMovie(t, { kind: 'theatre', price: 8_000, title: 'Хуучин хот' });
    const { bill } = expectInvoice(await movieInvoice(t, user, movieId));
    await sandboxPay(t, bill, { callback: false });
    await checkBill(t, user.token, bill);
    const [item] = expectData('notificationPage', await list(user)).data;
    expect(item?.body).toContain('«Хуучин хот»');
  });
});

describe('reading and marking', () => {
  it('lists newest first in pages, and marks one and then all read', async () => {
    const user = await createSignedInUser(t);
    const ids: number[] = [];
    for (let i = 0; i < 26; i++) {
      ids.push(
        await createNotification(t, { userId: user.id, title: `№${i}`, body: 'Б', ago: i * HOUR }),
      );
    }
    const first = expectData('notificationPage', await list(user));
    expect(first.data.map((n) => n.id)).toEqual(ids.slice(0, 24));
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 26 });
    const second = expectData('notificationPage', await list(user, user.id, 2));
    expect(second.data.map((n) => n.id)).toEqual(ids.slice(24));
    expect(await countOf(user)).toBe(26);

    expect(expectData('notificationRead', await markRead(user, ids[3]!))).toEqual({ count: 25 });
    // A repeat (an outbox replay with a new key) changes nothing.
    expect(expectData('notificationRead', await markRead(user, ids[3]!))).toEqual({ count: 25 });
    const after = expectData('notificationPage', await list(user)).data;
    expect(after.find((n) => n.id === ids[3])?.read).toBe(true);

    expect(expectData('notificationReadAll', await markAll(user))).toEqual({ count: 0 });
    expect(await countOf(user)).toBe(0);
  });

  it('keeps broadcasts out of the header list and count', async () => {
    const user = await createSignedInUser(t);
    await createNotification(t, { userId: null, title: 'Бүгдэд', body: 'Б' });
    expect(expectData('notificationPage', await list(user)).data).toEqual([]);
    expect(await countOf(user)).toBe(0);
    // The spec's GET still answers them, with their kind.
    const spec = expectData(
      'notifications',
      await call(t.app, 'GET', buildPath(paths.notifications.path, { userId: user.id }), {
        token: user.token,
      }),
    );
    expect(spec.items.some((n) => n.title === 'Бүгдэд' && n.kind === 'notice')).toBe(true);
  });
});

describe('only the owner', () => {
  it("refuses another user's token and cannot mark another user's notification", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const id = await createNotification(t, { userId: owner.id, title: 'Өөрийнх', body: 'Б' });

    expectError(await list(other, owner.id), 403, extra.forbidden);
    expectError(await unread(other, owner.id), 403, extra.forbidden);
    expectError(await markRead(other, id, owner.id), 403, extra.forbidden);
    expectError(await markAll(other, owner.id), 403, extra.forbidden);
    // With their own id, someone else's notification is as good as missing.
    expectError(await markRead(other, id), 404, notificationMessages.notFound);
    expect(await countOf(owner)).toBe(1);

    expectError(await list({ id: owner.id, token: '' }), 401, extra.unauthorized);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'answers the catalogue message for the id %s',
    async (bad) => {
      const user = await createSignedInUser(t);
      expectError(await markRead(user, bad), 400, extra.badRequest);
    },
  );

  it('answers the catalogue message for a bad page', async () => {
    const user = await createSignedInUser(t);
    const res = await call(
      t.app,
      'GET',
      buildPath(paths.notificationPage.path, { userId: user.id }),
      {
        token: user.token,
        query: { page: 'x' },
      },
    );
    expectError(res, 400, extra.badRequest);
  });
});
