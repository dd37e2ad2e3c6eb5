import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioMessages } from '../../contract/studio/messages';
import { studioPaths } from '../../contract/studio/paths';
import type { StudioEndpointName } from '../../contract/studio/paths';
import { STUDIO_SESSION_MS } from '../../contract/studio/roles';
import { grantRole } from '../../server/domain/staff-roles';
import { createSignedInUser } from '../factories';
import { callStudio, createStaff, stepUp } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * The studio's door (docs/decisions/051-studio.md), for every studio path found by iterating the
 * contract, so a new path is held to it without a line here: a guest gets 401, a viewer without a
 * role 403, and neither changes anything; as a control that the door opens, an admin gets neither.
 */

const names = Object.keys(studioPaths) as StudioEndpointName[];

describe('the studio door', () => {
  let t: TestApp;
  let viewerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    viewerToken = (await createSignedInUser(t)).token;
  });
  afterAll(() => t.close());

  it.each(names)('%s refuses a guest with 401', async (name) => {
    const res = await callStudio(t, name, { body: {} });
    expect(res.status).toBe(401);
  });

  it.each(names)('%s refuses a viewer without a role with 403', async (name) => {
    const audited = await t.db.selectFrom('audit_log').select('id').execute();
    const res = await callStudio(t, name, { token: viewerToken, body: { code: '1234' } });
    expect(res.status).toBe(403);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual(audited);
  });

  it.each(names.filter((n) => studioPaths[n].role !== 'signed-in'))(
    '%s lets an admin in',
    async (name) => {
      // A fresh admin each: one of these calls is signing out.
      const admin = await createStaff(t, ['admin']);
      const res = await callStudio(t, name, { token: admin.token, body: {} });
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    },
  );
});

/*
 * Issue 34: "a moderator cannot reach money, finance cannot moderate (tests on every path)". Read
 * from each path's role in the contract, so a path added to either room is held to it too.
 */
describe('money and moderation keep apart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pathsOf = (role: string) => names.filter((n) => studioPaths[n].role === role);

  it.each([
    ['moderator', 'finance'],
    ['finance', 'moderator'],
  ] as const)('a %s is refused on every %s path, and nothing is written', async (who, room) => {
    const guarded = pathsOf(room);
    expect(guarded.length).toBeGreaterThan(5);
    const staff = await createStaff(t, [who]);
    const audited = await t.db.selectFrom('audit_log').select('id').execute();
    for (const name of guarded) {
      const res = await callStudio(t, name, { token: staff.token, body: {} });
      expect(res.status, name).toBe(403);
      expect((res.json as { msg: string }).msg, name).toBe(studioMessages.roleMissing);
    }
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual(audited);
  });
});

describe('stepping up into the studio', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('asks a signed-in editor for a fresh code before any studio call', async () => {
    const user = await createSignedInUser(t);
    await grantRole(t.db, { userId: user.id, role: 'editor', by: null, now: t.clock.now() });
    const withViewerToken = await callStudio(t, 'studioMe', { token: user.token });
    expect(withViewerToken.status).toBe(401);
    expect(withViewerToken.json).toMatchObject({ msg: studioMessages.stepUpNeeded });

    const wrong = await callStudio(t, 'studioStepUpVerify', {
      token: user.token,
      body: { code: '0000' },
    });
    expect(wrong.status).toBe(422);

    const token = await stepUp(t, user.token, user.phone);
    const me = await callStudio(t, 'studioMe', { token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ data: { user_id: user.id, roles: ['editor'] } });
    // The studio token is the studio's alone: an admin room stays shut to an editor.
    expect((await callStudio(t, 'studioStaff', { token })).status).toBe(403);
  });

  it('refuses a code that is not four digits next to its field', async () => {
    const user = await createSignedInUser(t);
    await grantRole(t.db, { userId: user.id, role: 'editor', by: null, now: t.clock.now() });
    const res = await callStudio(t, 'studioStepUpVerify', {
      token: user.token,
      body: { code: 'abc' },
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ fields: { code: 'Код 4 оронтой тоо байна!' } });
  });

  it('ends a studio session after 12 hours however active', async () => {
    const staff = await createStaff(t, ['editor']);
    t.clock.advance(STUDIO_SESSION_MS - 1000);
    expect((await callStudio(t, 'studioMe', { token: staff.token })).status).toBe(200);
    t.clock.advance(2000);
    expect((await callStudio(t, 'studioMe', { token: staff.token })).status).toBe(401);
  });

  it('ends the session at once when an admin revokes the role, and records who did it', async () => {
    const admin = await createStaff(t, ['admin']);
    const editor = await createStaff(t, ['editor']);
    expect((await callStudio(t, 'studioMe', { token: editor.token })).status).toBe(200);
    const revoked = await callStudio(t, 'studioStaffRevoke', {
      token: admin.token,
      body: { user_id: editor.id, role: 'editor' },
    });
    expect(revoked.status).toBe(200);
    expect((await callStudio(t, 'studioMe', { token: editor.token })).status).toBe(401);

    const audit = await callStudio(t, 'studioAudit', {
      token: admin.token,
      query: { entity: 'staff', entity_id: String(editor.id) },
    });
    expect(audit.json).toMatchObject({
      data: {
        rows: [
          {
            user_id: admin.id,
            action: 'revoke',
            before: JSON.stringify(['editor']),
            after: JSON.stringify([]),
          },
        ],
      },
    });
  });

  it('grants a role by phone and says plainly when no account has it', async () => {
    const admin = await createStaff(t, ['admin']);
    const viewer = await createSignedInUser(t);
    const granted = await callStudio(t, 'studioStaffGrant', {
      token: admin.token,
      body: { phone: viewer.phone, role: 'moderator' },
    });
    expect(granted.status).toBe(200);
    const staff = await callStudio(t, 'studioStaff', { token: admin.token });
    expect(staff.json).toMatchObject({
      data: expect.arrayContaining([
        expect.objectContaining({ user_id: viewer.id, roles: ['moderator'] }),
      ]),
    });
    const unknown = await callStudio(t, 'studioStaffGrant', {
      token: admin.token,
      body: { phone: '55000000', role: 'editor' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({ fields: { phone: studioMessages.unknownPhone } });
  });

  it('signing out ends the studio token', async () => {
    const staff = await createStaff(t, ['finance']);
    expect((await callStudio(t, 'studioSignOut', { token: staff.token })).status).toBe(200);
    expect((await callStudio(t, 'studioMe', { token: staff.token })).status).toBe(401);
  });
});
