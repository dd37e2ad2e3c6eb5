import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioMessages } from '../../contract/studio/messages';
import { createSignedInUser } from '../factories';
import { runCli } from './run-cli';
import { callStudio, stepUp } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Issue 32: the first admin is made on the server machine with `npm run staff -- grant PHONE
 * admin`, a separate process on the same database (SQLite, or PostgreSQL under test:pg); the
 * account then steps into the studio like any staff member. Revoking there ends its sessions.
 */

let t: TestApp;

const staff = (args: string[]) =>
  runCli('staff', args, {
    NODE_ENV: '',
    DATA_DIR: t.config.dataDir,
    DATABASE_URL: t.config.databaseUrl ?? '',
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('npm run staff', () => {
  it('grants admin to an account, which then enters the studio and sees it in the audit log', async () => {
    const user = await createSignedInUser(t);
    // Before the grant the account is a viewer: the studio refuses it.
    const before = await callStudio(t, 'studioStepUpSend', { token: user.token });
    expect(before.status).toBe(403);
    expect(before.json).toMatchObject({ msg: studioMessages.noRole });

    expect(await staff(['grant', user.phone, 'admin'])).toEqual({
      code: 0,
      out: [`${user.phone} is now admin`],
    });
    expect(await staff(['grant', user.phone, 'admin'])).toEqual({
      code: 0,
      out: [`${user.phone} was already admin; nothing changed`],
    });
    const listed = await staff(['list']);
    expect(listed.out).toContain(`${user.phone} (user ${user.id}): admin`);

    const token = await stepUp(t, user.token, user.phone);
    const audit = await callStudio(t, 'studioAudit', { token, query: { entity: 'staff' } });
    expect(audit.json).toMatchObject({
      data: { rows: [{ user_id: 0, entity_id: String(user.id), action: 'grant' }] },
    });

    expect(await staff(['revoke', user.phone, 'admin'])).toEqual({
      code: 0,
      out: [`${user.phone} is no longer admin; their studio sessions are ended`],
    });
    expect((await callStudio(t, 'studioMe', { token })).status).toBe(401);
  }, 60_000);

  it('refuses an unknown role, a bad phone and a phone without an account, changing nothing', async () => {
    const user = await createSignedInUser(t);
    for (const [args, line] of [
      [['grant', user.phone, 'owner'], /unknown role owner/],
      [['grant', '123', 'admin'], /the phone must be 8 digits/],
      [['grant', '55000001', 'admin'], /55000001 has no account/],
      [['promote', user.phone, 'admin'], /usage: npm run staff/],
    ] as const) {
      const run = await staff([...args]);
      expect(run.code).toBe(1);
      expect(run.out).toEqual([expect.stringMatching(line)]);
    }
    const roles = await t.db.selectFrom('staff_roles').selectAll().execute();
    expect(roles.filter((r) => r.user_id === user.id)).toEqual([]);
  }, 60_000);
});
