import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callStudio, createStaff } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/** The audit room's "who" box takes a phone as well as an id (decision 055). */
describe('the audit log filtered by its author', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the rows of the author with that phone, and only theirs', async () => {
    const first = await createStaff(t, ['admin']);
    const second = await createStaff(t, ['admin']);
    const editor = await createStaff(t, ['editor']);
    for (const admin of [first, second]) {
      const granted = await callStudio(t, 'studioStaffGrant', {
        token: admin.token,
        body: { phone: editor.phone, role: admin === first ? 'moderator' : 'finance' },
      });
      expect(granted.status).toBe(200);
    }
    const byPhone = await callStudio(t, 'studioAudit', {
      token: first.token,
      query: { phone: second.phone },
    });
    expect(byPhone.status).toBe(200);
    const rows = (byPhone.json as { data: { rows: { user_id: number; after: string }[] } }).data
      .rows;
    expect(rows.map((r) => r.user_id)).toEqual([second.id]);
    expect(JSON.parse(rows[0]!.after)).toContain('finance');
  });

  it('refuses a phone that is not 8 digits in words, not with a 500', async () => {
    const admin = await createStaff(t, ['admin']);
    const res = await callStudio(t, 'studioAudit', { token: admin.token, query: { phone: '12' } });
    expect(res.status).toBe(400);
  });
});
