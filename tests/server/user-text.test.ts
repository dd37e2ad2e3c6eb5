import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra, spec, textMessages } from '../../contract/messages';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectError, expectResponse } from './contract-check';
import { createSignedInUser } from '../factories';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';
import { watchFixtures } from './watch-fixtures';
import type { Viewer, WatchFixtures } from './watch-fixtures';

/*
 * Text that others read (comments, replies, names, reports, contact messages) as a troll would
 * send it: NUL and terminal escapes refused, bidi overrides dropped, decomposed letters composed.
 */

/** "й" typed as и + combining breve (NFD), as some keyboards and copy-pastes produce it. */
const NFD_Y = 'и\u0306';
const NFC_Y = 'й';
/** Shows as "exe.png" to readers; a classic file-name and comment spoof. */
const SPOOF = '\u202Egnp.exe';

let t: TestApp;
let f: WatchFixtures;
let second: Viewer;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  t = await createTestApp();
  f = await watchFixtures(t);
  second = await createSignedInUser(t);
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await t.close();
});

const comment = (body: string, parentId: number | null = null, who = f.paid) =>
  call(t.app, 'POST', paths.commentPost.path, {
    token: who.token,
    body: { episode_id: f.paidEpisode, parent_id: parentId, user_id: who.id, body },
  });

const commentCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const storedComment = async (id: number) =>
  (await t.db.selectFrom('comments').select('body').where('id', '=', id).executeTakeFirstOrThrow())
    .body;

const names = async (id: number) =>
  t.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'nickname'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('comments and replies', () => {
  it('refuses NUL, terminal escapes and C1 controls with 422 and stores nothing', async () => {
    const before = await commentCount();
    for (const body of [
      'сайн\u0000байна',
      '\u001b[2J\u001b[31mhacked',
      'a\u0085b',
      'x\u0007',
      'a\ud800b',
    ]) {
      expectError(await comment(body), 422, textMessages.controlCharacters);
    }
    expect(await commentCount()).toBe(before);
  });

  it('drops bidi overrides, keeps line breaks and tabs, composes NFD letters', async () => {
    const res = expectResponse(
      'commentPost',
      await comment(`${SPOOF}\r\nМо${NFD_Y}\tдуу\u2066\u2069`),
    );
    const id = res.comment!.id;
    expect(res.comment!.body).toBe(`gnp.exe\nМо${NFC_Y}\tдуу`);
    expect(await storedComment(id)).toBe(`gnp.exe\nМо${NFC_Y}\tдуу`);
    expect((await storedComment(id)).length).toBe(15);

    const reply = expectResponse('commentPost', await comment(`${NFD_Y}\u200f\u202b`, id, second));
    expect(await storedComment(reply.comment!.id)).toBe(NFC_Y);
    expectError(await comment('ok\u0000', id, second), 422, textMessages.controlCharacters);
  });

  it('a comment of nothing but bidi controls is empty', async () => {
    expectError(await comment('\u202e\u2066 \u200f'), 400, extra.commentEmpty);
  });
});

describe('names', () => {
  const update = (body: Record<string, unknown>) =>
    call(t.app, 'POST', paths.profileUpdate.path, {
      token: second.token,
      body: { user_id: second.id, ...body },
    });

  it('profile names: controls refused (422, unchanged), bidi stripped, NFC stored', async () => {
    const before = await names(second.id);
    expectError(
      await update({ last_name: 'Бат\u0000', first_name: 'Сараа' }),
      422,
      textMessages.controlCharacters,
    );
    expectError(
      await update({ last_name: 'Бат', first_name: 'Са\traa' }),
      422,
      textMessages.controlCharacters,
    );
    expect(await names(second.id)).toEqual(before);

    const res = expectResponse(
      'profileUpdate',
      await update({ last_name: `Ту${NFD_Y}а`, first_name: `${SPOOF}` }),
    );
    expect(res.data).toMatchObject({ last_name: `Ту${NFC_Y}а`, first_name: 'gnp.exe' });
    expect(await names(second.id)).toMatchObject({
      last_name: `Ту${NFC_Y}а`,
      first_name: 'gnp.exe',
    });
    // A name of bidi controls only is no name.
    expectError(
      await update({ last_name: 'Бат', first_name: '\u202e' }),
      400,
      spec.firstNameRequired,
    );
  });

  it('registration names (and so the nickname others see) follow the same rule', async () => {
    const { id } = second;
    await t.db.updateTable('users').set({ nickname: null }).where('id', '=', id).execute();
    const register = (lastname: string, firstname: string) =>
      call(t.app, 'GET', paths.registerData.path, {
        token: second.token,
        query: { user_id: id, lastname, firstname },
      });
    expectError(await register('Бат', 'Сараа\u001b'), 422, textMessages.controlCharacters);
    expect((await names(id)).nickname).toBeNull();
    expectResponse('registerData', await register(`Бат\u202d`, `Бая${NFD_Y}\u202e`));
    expect(await names(id)).toMatchObject({
      last_name: 'Бат',
      first_name: `Бая${NFC_Y}`,
      nickname: `Бая${NFC_Y}`,
    });
  });
});

describe('reports and contact messages', () => {
  it('a report with NUL is refused; bidi dropped and NFC stored otherwise', async () => {
    const report = (text: string) =>
      call(t.app, 'POST', buildPath(paths.report.path, { userId: f.paid.id }), {
        token: f.paid.token,
        body: { report: text, type: 'ep', parent_id: f.paidEpisode, media_id: f.series },
      });
    expectError(await report('дуу\u0000'), 422, textMessages.controlCharacters);
    expectResponse('report', await report(`${SPOOF} ${NFD_Y}`));
    const rows = await t.db
      .selectFrom('reports')
      .select('report')
      .where('user_id', '=', f.paid.id)
      .execute();
    expect(rows.map((r) => r.report)).toEqual([`gnp.exe ${NFC_Y}`]);
  });

  it('the contact form refuses a control character in the name, cleans the message', async () => {
    const send = (name: string, body: string, ip: string) =>
      call(t.app, 'POST', paths.contact.path, {
        body: { name, phone: '99112233', body },
        headers: { 'x-forwarded-for': ip },
      });
    expectError(
      await send('Болд\u0000', 'Сайн байна уу', '10.9.0.1'),
      422,
      textMessages.controlCharacters,
    );
    expectError(
      await send('Болд', 'Сайн\u001b[0m', '10.9.0.2'),
      422,
      textMessages.controlCharacters,
    );
    expectResponse('contact', await send(`Бол${NFD_Y}`, `Сайн\u202e байна\r\nуу`, '10.9.0.3'));
    const rows = await t.db.selectFrom('contact_messages').select(['name', 'body']).execute();
    expect(rows).toEqual([{ name: `Бол${NFC_Y}`, body: 'Сайн байна\nуу' }]);
  });
});
