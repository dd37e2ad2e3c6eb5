import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { reportRowSchema } from '../../contract/studio/endpoints/moderation';
import { createSeries, createSignedInUser } from '../factories';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { call, createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * A viewer's report carries the playback second they were at (decision 070); the moderation
 * queue has it, so the room opens the player there. A report without one still works.
 */

let t: TestApp;
let moderator: StaffMember;
let series: Awaited<ReturnType<typeof createSeries>>;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await createStaff(t, ['moderator']);
  series = await createSeries(t, { episodes: 1 });
});
afterAll(() => t.close());

async function send(extra: Record<string, unknown>) {
  const viewer = await createSignedInUser(t);
  const res = await call(t.app, 'POST', buildPath(paths.report.path, { userId: viewer.id }), {
    token: viewer.token,
    body: {
      report: `Дуу алга ${viewer.id}`,
      type: 'ep',
      parent_id: series.episodes[0]!.id,
      media_id: series.id,
      ...extra,
    },
  });
  return { res, text: `Дуу алга ${viewer.id}` };
}

async function row(text: string) {
  const res = await callStudio(t, 'studioReports', { token: moderator.token, query: {} });
  const rows = reportRowSchema.array().parse((res.json as { data: { rows: unknown[] } }).data.rows);
  return rows.find((r) => r.report === text);
}

describe('the reported moment', () => {
  it('is kept with the report and given to the queue', async () => {
    const { res, text } = await send({ at: 125 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const found = await row(text);
    expect(found?.at).toBe(125);
    expect(found?.link).toBe(`/watch/${series.id}/${series.episodes[0]!.id}`);
  });

  it('is null when the app sent none', async () => {
    const { res, text } = await send({});
    expect(res.status).toBe(200);
    expect((await row(text))?.at).toBeNull();
  });

  it('refuses a moment that is not a second of an episode, and keeps nothing', async () => {
    for (const at of [-1, 1.5, 'x', 100_000]) {
      const { res, text } = await send({ at });
      expect(res.status, String(at)).toBe(400);
      expect(await row(text)).toBeUndefined();
    }
  });
});
