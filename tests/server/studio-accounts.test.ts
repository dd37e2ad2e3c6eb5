import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { studioPaths } from '../../contract/studio/paths';
import type { StudioEndpointName } from '../../contract/studio/paths';
import { accountMessages } from '../../contract/studio/accounts-values';
import { accountSchema } from '../../contract/studio/endpoints/accounts';
import {
  createComment,
  createMovie,
  createRental,
  createSeries,
  createSession,
  createSignedInUser,
} from '../factories';
import type { CreatedSeries } from '../factories';
import { linkMediaFolders } from '../../server/domain/media-folders';
import { REVOCATION_CHECK_MS } from '../../server/domain/media-revocations';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The accounts room (docs/decisions/064-studio-accounts.md): only finance and admins enter; a
 * viewer is found by phone, id or name and read with every account view audited; days granted
 * or removed reach the watch permission at once, never below zero, once per request key even
 * when sent twice at once; ended sessions stop working at once; a cancelled rental ends now.
 */

let t: TestApp;
let finance: StaffMember;
let series: CreatedSeries;

beforeAll(async () => {
  t = await createTestApp();
  finance = await createStaff(t, ['finance']);
  series = await createSeries(t, { episodes: 3, freeEpisodes: 1 });
});
afterAll(() => t.close());

const accountNames = (Object.keys(studioPaths) as StudioEndpointName[]).filter((n) =>
  studioPaths[n].path.startsWith('/api/studio/accounts'),
);

let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

function days(userId: number, body: Record<string, unknown>, token = finance.token) {
  return callStudio(t, 'studioAccountDays', { token, params: { id: userId }, body });
}

async function paidEpisode(viewer: { id: number; token: string }) {
  const episode = series.episodes[2]!;
  const res = await call(
    t.app,
    'GET',
    buildPath(paths.episodeForUser.path, { id: episode.id, userId: viewer.id }),
    { token: viewer.token },
  );
  expect(res.status).toBe(200);
  return (res.json as { data: { can_watch: boolean; reason_code: string | null } }).data;
}

describe('who may enter the accounts room', () => {
  it('refuses a moderator and an editor on every accounts path, lets finance and admin in', async () => {
    expect(accountNames.length).toBe(6);
    const moderator = await createStaff(t, ['moderator']);
    const editor = await createStaff(t, ['editor']);
    const admin = await createStaff(t, ['admin']);
    for (const name of accountNames) {
      for (const who of [moderator, editor]) {
        const res = await callStudio(t, name, { token: who.token, body: {} });
        expect(res.status, `${name} ${JSON.stringify(res.json)}`).toBe(403);
      }
    }
    for (const who of [finance, admin]) {
      const res = await callStudio(t, 'studioAccounts', { token: who.token });
      expect(res.status).toBe(200);
    }
  });
});

describe('finding a user and reading the account', () => {
  it('finds by phone, by id and by name, one page at a time', async () => {
    const viewer = await createSignedInUser(t, { firstName: 'Болормаа', lastName: 'Батсүх' });
    const find = async (q: string) => {
      const res = await callStudio(t, 'studioAccounts', { token: finance.token, query: { q } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return (res.json as { data: { rows: { id: number }[]; has_more: boolean } }).data;
    };
    expect((await find(viewer.phone)).rows.map((r) => r.id)).toEqual([viewer.id]);
    expect((await find(String(viewer.id))).rows.map((r) => r.id)).toContain(viewer.id);
    expect((await find('болормаа')).rows.map((r) => r.id)).toContain(viewer.id);
    expect((await find('Батсүх')).rows.map((r) => r.id)).toContain(viewer.id);
    expect((await find('Байхгүй нэр')).rows).toEqual([]);
    const first = await find('');
    expect(first.rows.length).toBeLessThanOrEqual(20);
  });

  it('shows the account with its rentals, invoices, history and counts, and audits the view', async () => {
    const viewer = await createSignedInUser(t, { days: 5 });
    const theatre = await createMovie(t, { kind: 'theatre', price: 3000 });
    const rental = await createRental(t, { userId: viewer.id, movieId: theatre });
    await createComment(t, {
      episodeId: series.episodes[0]!.id,
      userId: viewer.id,
      body: 'Сайхан анги',
    });
    const before = await t.db.selectFrom('audit_log').select('id').execute();
    const res = await callStudio(t, 'studioAccount', {
      token: finance.token,
      params: { id: viewer.id },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const account = accountSchema.parse((res.json as { data: unknown }).data);
    expect(account.profile).toMatchObject({ id: viewer.id, phone: viewer.phone });
    expect(account.access.days).toBe(5);
    expect(account.sessions.length).toBe(1);
    expect(account.rentals).toEqual([
      expect.objectContaining({ id: rental.rentalId, movie_id: theatre, running: true }),
    ]);
    expect(account.invoices.map((i) => i.bill)).toContain(rental.bill);
    expect(account.downloads.rentals.map((r) => r.movie_id)).toEqual([theatre]);
    expect(account.comments).toBe(1);
    expect(account.reports).toBe(0);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', 'not in', before.length ? before.map((r) => r.id) : [0])
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        user_id: finance.id,
        entity: 'account',
        entity_id: String(viewer.id),
        action: 'view',
      }),
    ]);
  });

  it('answers 404 for an account that does not exist, and audits nothing', async () => {
    const res = await callStudio(t, 'studioAccount', {
      token: finance.token,
      params: { id: 2_000_000_000 },
    });
    expect(res.status).toBe(404);
  });
});

describe('access days', () => {
  it('a grant lets the viewer watch a paid episode at once, audited with its reason', async () => {
    const viewer = await createSignedInUser(t);
    expect(await paidEpisode(viewer)).toMatchObject({ can_watch: false, reason_code: 'extend' });
    const res = await days(viewer.id, {
      action: 'add',
      days: 30,
      reason: 'Төлбөр орсон ч эрх нээгдээгүй',
      key: newKey(),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ msg: accountMessages.daysAdded(30), data: { days: 30 } });
    expect(await paidEpisode(viewer)).toMatchObject({ can_watch: true });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'account')
      .where('entity_id', '=', String(viewer.id))
      .where('action', '=', 'days-add')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.user_id).toBe(finance.id);
    expect(audit[0]!.after_json).toContain('Төлбөр орсон ч эрх нээгдээгүй');
  });

  it('two identical requests sent at once grant once', async () => {
    const viewer = await createSignedInUser(t, { days: 2 });
    const body = { action: 'add', days: 10, reason: 'Давхар дарсан', key: newKey() };
    const [a, b] = await Promise.all([days(viewer.id, body), days(viewer.id, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await days(viewer.id, body);
    expect(again.status).toBe(200);
    for (const res of [a, b, again]) expect(res.json).toMatchObject({ data: { days: 12 } });
    const grants = await t.db
      .selectFrom('access_grants')
      .selectAll()
      .where('user_id', '=', viewer.id)
      .execute();
    expect(grants).toHaveLength(1);
    const user = await t.db
      .selectFrom('users')
      .select('paid_until')
      .where('id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(user.paid_until!) - t.clock.now()).toBe(12 * 86_400_000);
  });

  it('refuses the same key for a different change', async () => {
    const viewer = await createSignedInUser(t);
    const key = newKey();
    expect((await days(viewer.id, { action: 'add', days: 3, reason: 'Нэг', key })).status).toBe(
      200,
    );
    const other = await days(viewer.id, { action: 'add', days: 30, reason: 'Нэг', key });
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ msg: accountMessages.keyReused });
  });

  it('removes days, never below zero, and then the episode asks to extend again', async () => {
    const viewer = await createSignedInUser(t, { days: 5 });
    const tooMany = await days(viewer.id, {
      action: 'remove',
      days: 6,
      reason: 'Алдаатай олгосон',
      key: newKey(),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json).toMatchObject({
      fields: { days: accountMessages.tooManyRemoved(5) },
    });
    expect(await paidEpisode(viewer)).toMatchObject({ can_watch: true });
    const all = await days(viewer.id, {
      action: 'remove',
      days: 5,
      reason: 'Алдаатай олгосон',
      key: newKey(),
    });
    expect(all.status, JSON.stringify(all.json)).toBe(200);
    expect(all.json).toMatchObject({ data: { days: 0, paid_until: null } });
    expect(await paidEpisode(viewer)).toMatchObject({ can_watch: false, reason_code: 'extend' });
  });

  it('asks for a reason and a whole number of days, in Mongolian, and changes nothing', async () => {
    const viewer = await createSignedInUser(t);
    const res = await days(viewer.id, { action: 'add', days: 1.5, reason: '  ', key: newKey() });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      fields: { reason: 'Энэ талбарыг бөглөнө үү!', days: 'Бүхэл тоо оруулна уу!' },
    });
    const grants = await t.db
      .selectFrom('access_grants')
      .select('id')
      .where('user_id', '=', viewer.id)
      .execute();
    expect(grants).toEqual([]);
  });
});

describe('sessions', () => {
  it('ending one session stops that token only; ending all stops every token at once', async () => {
    const viewer = await createSignedInUser(t);
    const b = await createSession(t, viewer.id);
    const me = (token: string) =>
      call(t.app, 'GET', buildPath(paths.notifications.path, { userId: viewer.id }), { token });
    expect((await me(viewer.token)).status).toBe(200);
    expect((await me(b)).status).toBe(200);

    const sessions = await t.db
      .selectFrom('sessions')
      .select(['id', 'token_hash'])
      .where('user_id', '=', viewer.id)
      .orderBy('id')
      .execute();
    const one = await callStudio(t, 'studioAccountSessionsEnd', {
      token: finance.token,
      params: { id: viewer.id },
      body: { session_id: sessions[1]!.id },
    });
    expect(one.status, JSON.stringify(one.json)).toBe(200);
    expect(one.json).toMatchObject({ data: { ended: 1 } });
    expect((await me(b)).status).toBe(401);
    expect((await me(viewer.token)).status).toBe(200);

    const all = await callStudio(t, 'studioAccountSessionsEnd', {
      token: finance.token,
      params: { id: viewer.id },
      body: { session_id: null },
    });
    expect(all.json).toMatchObject({ data: { ended: 1 } });
    expect((await me(viewer.token)).status).toBe(401);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(viewer.id))
      .where('action', '=', 'sessions-end')
      .execute();
    expect(audit).toHaveLength(2);
  });
});

describe('rentals', () => {
  it('a cancelled rental ends at once, with its reason audited; a second cancel changes nothing', async () => {
    const viewer = await createSignedInUser(t);
    const theatre = await createMovie(t, { kind: 'theatre', price: 5000 });
    const rental = await createRental(t, { userId: viewer.id, movieId: theatre });
    const movie = async () => {
      const res = await call(t.app, 'GET', buildPath(paths.movie.path, { id: theatre }), {
        token: viewer.token,
      });
      return (res.json as { data: { can_watch: boolean; reason_code: string | null } }).data;
    };
    expect(await movie()).toMatchObject({ can_watch: true });
    const cancel = (reason: string) =>
      callStudio(t, 'studioAccountRentalCancel', {
        token: finance.token,
        params: { id: viewer.id, rentalId: rental.rentalId },
        body: { reason },
      });
    expect((await cancel('')).status).toBe(422);
    expect(await movie()).toMatchObject({ can_watch: true });
    const res = await cancel('Буцаан олголт хийсэн');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await movie()).toMatchObject({ can_watch: false, reason_code: 'rent' });
    const again = await cancel('Буцаан олголт хийсэн');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ msg: accountMessages.rentalOver });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', String(viewer.id))
      .where('action', '=', 'rental-cancel')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after_json).toContain('Буцаан олголт хийсэн');
  });

  it('refuses a rental of another user as not found', async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const theatre = await createMovie(t, { kind: 'theatre', price: 5000 });
    const rental = await createRental(t, { userId: owner.id, movieId: theatre });
    const res = await callStudio(t, 'studioAccountRentalCancel', {
      token: finance.token,
      params: { id: stranger.id, rentalId: rental.rentalId },
      body: { reason: 'Буруу хүн' },
    });
    expect(res.status).toBe(404);
  });
});

describe("a cancelled rental's media URLs", () => {
  it('stop within a minute, while a later rental of the title plays', async () => {
    const viewer = await createSignedInUser(t);
    const theatre = await createMovie(t, { kind: 'theatre', price: 4000 });
    const rental = await createRental(t, { userId: viewer.id, movieId: theatre });
    // The title's folder on disk, as the server makes it at start.
    await linkMediaFolders(t.db, t.config);
    const manifest = async () => {
      const res = await call(t.app, 'GET', buildPath(paths.movie.path, { id: theatre }), {
        token: viewer.token,
      });
      return (res.json as { data: { vid1: string | null } }).data.vid1;
    };
    const get = async (url: string) => (await t.app.request(url)).status;
    const signed = await manifest();
    expect(signed).toMatch(/^\/media\/s\/\d+\/\d+\/[A-Za-z0-9_-]{43}\/paid\/m\d+\/manifest\.mpd$/);
    expect(await get(signed!)).toBe(200);

    const res = await callStudio(t, 'studioAccountRentalCancel', {
      token: finance.token,
      params: { id: viewer.id, rentalId: rental.rentalId },
      body: { reason: 'Буцаан олголт' },
    });
    expect(res.status).toBe(200);
    t.clock.advance(REVOCATION_CHECK_MS);
    expect(await get(signed!)).toBe(403);

    // A minute on (past the clock skew the revocation allows for), a new rental plays again.
    t.clock.advance(60_000);
    await createRental(t, { userId: viewer.id, movieId: theatre, startsAt: t.clock.now() });
    const renewed = await manifest();
    expect(renewed).not.toBe(signed);
    expect(await get(renewed!)).toBe(200);
    expect(await get(signed!)).toBe(403);
  });
});
