import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../contract/paths';
import { contactPaths } from '../../contract/studio/contact-paths';
import { contactRowSchema } from '../../contract/studio/endpoints/contact';
import { studioMessages } from '../../contract/studio/messages';
import { moderationMessages } from '../../contract/studio/moderation-values';
import type { StudioEndpointName } from '../../contract/studio/paths';
import { createSignedInUser } from '../factories';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The contact form's messages in the moderation room (docs/decisions/070-moderation-words-
 * contact.md): newest first, open or closed; answered once by the channel the sender gave (the
 * sandbox providers keep what they sent), closed; each change audited once.
 */

let t: TestApp;
let moderator: StaffMember;
let ip = 1;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  moderator = await createStaff(t, ['moderator']);
});
afterAll(() => t.close());

async function send(body: Record<string, string>) {
  const res = await call(t.app, 'POST', paths.contact.path, {
    body: { name: 'Болд', body: 'Түрээсийн талаар асуух зүйл байна.', ...body },
    headers: { 'x-forwarded-for': `10.30.0.${ip++}` },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const row = await t.db
    .selectFrom('contact_messages')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function list(query: Record<string, string | number> = {}) {
  const res = await callStudio(t, 'studioContactMessages', { token: moderator.token, query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const data = (res.json as { data: { rows: unknown[]; has_more: boolean } }).data;
  return { rows: contactRowSchema.array().parse(data.rows), more: data.has_more };
}

const answer = (id: number, text: string, token = moderator.token) =>
  callStudio(t, 'studioContactAnswer', { token, params: { id }, body: { answer: text } });

const outbox = (channel: 'sms' | 'email', to: string) =>
  t.db
    .selectFrom('sandbox_messages')
    .select(['body'])
    .where('channel', '=', channel)
    .where('recipient', '=', to)
    .execute();

const audit = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'user_id'])
    .where('entity', '=', 'contact_message')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('the messages', () => {
  it('lists them newest first, masked, by state, a page at a time', async () => {
    const first = await send({ email: 'bold.bat@mail.mn' });
    const second = await send({ phone: '99001122' });
    const { rows } = await list({ state: 'open' });
    expect(rows[0]!.id).toBe(second);
    expect(rows[1]!.id).toBe(first);
    expect(rows[0]!.phone).toBe('99****22');
    expect(rows[1]!.email).toBe('bo****@mail.mn');
    expect(JSON.stringify(rows)).not.toContain('bold.bat');
    expect(rows[0]!.body).toBe('Түрээсийн талаар асуух зүйл байна.');
    expect((await list({ state: 'closed' })).rows.map((r) => r.id)).not.toContain(first);
    const bad = await callStudio(t, 'studioContactMessages', {
      token: moderator.token,
      query: { state: 'x' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('answering', () => {
  it('sends the answer by e-mail once, even when pressed twice', async () => {
    const id = await send({ email: 'saraa@mail.mn', phone: '99001133' });
    const first = await answer(id, 'Сайн байна уу, түрээс 7 хоног үргэлжилнэ.');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect((first.json as { msg: string }).msg).toBe(moderationMessages.answered);
    const again = await answer(id, 'Сайн байна уу, түрээс 7 хоног үргэлжилнэ.');
    expect(again.status).toBe(200);
    const mail = await outbox('email', 'saraa@mail.mn');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('түрээс 7 хоног');
    expect(await outbox('sms', '99001133')).toHaveLength(0);

    const other = await answer(id, 'Өөр хариулт');
    expect(other.status).toBe(409);
    expect((other.json as { msg: string }).msg).toBe(moderationMessages.alreadyAnswered);
    const row = (await list()).rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({
      answer: 'Сайн байна уу, түрээс 7 хоног үргэлжилнэ.',
      answer_channel: 'email',
      delivery: 'sent',
      state: 'open',
    });
    expect(row.answered_by?.id).toBe(moderator.id);
    expect((await audit(id)).map((a) => a.action)).toEqual(['answer']);
  });

  it('texts the answer when the sender gave only a phone', async () => {
    const id = await send({ phone: '99001144' });
    expect((await answer(id, 'Тийм ээ, болно.')).status).toBe(200);
    await vi.waitFor(async () => expect(await outbox('sms', '99001144')).toHaveLength(1));
    expect((await outbox('sms', '99001144'))[0]!.body).toContain('Тийм ээ, болно.');
  });

  it('refuses an empty answer next to the field and sends nothing', async () => {
    const id = await send({ email: 'empty@mail.mn' });
    const res = await answer(id, '   ');
    expect(res.status).toBe(422);
    expect((res.json as { fields: Record<string, string> }).fields.answer).toMatch(/./);
    expect(await outbox('email', 'empty@mail.mn')).toHaveLength(0);
    expect((await answer(2_000_000_000, 'x')).status).toBe(404);
  });
});

describe('closing', () => {
  it('closes once, audited, and a closed message takes no answer', async () => {
    const id = await send({ email: 'close@mail.mn' });
    for (let i = 0; i < 2; i += 1) {
      const res = await callStudio(t, 'studioContactClose', {
        token: moderator.token,
        params: { id },
      });
      expect(res.status).toBe(200);
    }
    const row = (await list({ state: 'closed' })).rows.find((r) => r.id === id)!;
    expect(row.closed_by?.id).toBe(moderator.id);
    expect((await list({ state: 'open' })).rows.map((r) => r.id)).not.toContain(id);
    const late = await answer(id, 'Хожуу хариулт');
    expect(late.status).toBe(409);
    expect((late.json as { msg: string }).msg).toBe(moderationMessages.closedNoAnswer);
    expect(await outbox('email', 'close@mail.mn')).toHaveLength(0);
    expect((await audit(id)).map((a) => a.action)).toEqual(['close']);
  });
});

describe('who may read and answer', () => {
  it.each([['editor'], ['finance']] as const)('refuses %s on every path', async (role) => {
    const staff = await createStaff(t, [role]);
    for (const name of Object.keys(contactPaths) as StudioEndpointName[]) {
      const res = await callStudio(t, name, {
        token: staff.token,
        params: { id: 1 },
        body: { answer: 'x' },
      });
      expect(res.status, name).toBe(403);
      expect((res.json as { msg: string }).msg).toBe(studioMessages.roleMissing);
    }
  });

  it('refuses a viewer and sends nothing', async () => {
    const id = await send({ email: 'viewer-try@mail.mn' });
    const viewer = await createSignedInUser(t);
    expect((await answer(id, 'x', viewer.token)).status).toBe(403);
    expect(await outbox('email', 'viewer-try@mail.mn')).toHaveLength(0);
  });
});
