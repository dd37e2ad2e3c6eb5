import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cataloguePaths } from '../../contract/studio/catalogue-paths';
import { createSeries } from '../factories';
import { callStudio, createStaff } from './studio-helpers';
import type { StaffMember } from './studio-helpers';
import { createTestApp } from './test-app';
import type { TestApp } from './test-app';

/*
 * Nothing a client sends makes the catalogue room answer 500 (docs/decisions/053): every path,
 * with odd ids and hostile bodies and queries, answers below 500, and a refused write leaves
 * the audit log (written by every studio save) as it was.
 */

type Name = keyof typeof cataloguePaths;
const names = Object.keys(cataloguePaths) as Name[];
const writes = names.filter((n) => cataloguePaths[n].writes);
const reads = names.filter((n) => !cataloguePaths[n].writes);

const MAX = 2_147_483_647;
const bodies: unknown[] = [
  null,
  [],
  'текст',
  42,
  { version: '1' },
  { version: 1e20, title: ['x'] },
  { kind: {}, title: 5, number: 1.5, state: 'live' },
  { version: 1, category_ids: 'x', cast: [{}], movie: 5, group_id: 'a' },
  { version: 1, cast: [{ actor_id: MAX, role: 7 }], studio_id: MAX + 1 },
  { version: 1, recap: { start_sec: -1 }, credits: { start_sec: 1e9, end_sec: 'end' } },
  { state: 'scheduled', at: 'маргааш' },
  { state: 'scheduled', at: '9999-99-99T99:99:99Z' },
  { title: 'х'.repeat(100_000), name: '\u0000\uFFFF' },
  { version: 1, description: 5, image1: '//evil.example/x.png', rating: 'NaN' },
  { __proto__: { version: 1 }, constructor: { prototype: {} } },
];
/** Ids no row has, or that are no id; '1e3' reads as 1000, which may be a real row. */
const ids = [MAX, 0, -1, 'abc', '١'];

let t: TestApp;
let editor: StaffMember;
let seriesId: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
  seriesId = (await createSeries(t, { episodes: 1 })).id;
});
afterAll(() => t.close());

const auditRows = () => t.db.selectFrom('audit_log').select('id').execute();

describe('the catalogue room under hostile input', () => {
  it.each(writes)('%s refuses every odd body below 500 and records nothing', async (name) => {
    const before = await auditRows();
    for (const id of [seriesId, '1e3', ...ids]) {
      for (const body of bodies) {
        const res = await callStudio(t, name, { token: editor.token, params: { id }, body });
        const what = `${String(id)} ${JSON.stringify(body)}`;
        expect(res.status, what).toBeLessThan(500);
        // On a real id, a body whose only known field is the right version is a save that
        // changes nothing: 200, and no record of it.
        if (ids.includes(id)) expect(res.status, what).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await auditRows()).toEqual(before);
  });

  it.each(reads)('%s answers odd ids and queries below 500', async (name) => {
    const queries: Record<string, string>[] = [
      {},
      { q: '%_\\' },
      { q: '"\u0000' },
      { q: 'х'.repeat(101) },
      { page: '99999' },
      { page: '1e9' },
      { sort: 'title', kind: 'theatre', publish_state: 'hidden', category: String(MAX) },
    ];
    for (const id of [seriesId, ...ids]) {
      for (const query of queries) {
        const res = await callStudio(t, name, { token: editor.token, params: { id }, query });
        expect(res.status, `${String(id)} ${JSON.stringify(query)}`).toBeLessThan(500);
      }
    }
  });
});
