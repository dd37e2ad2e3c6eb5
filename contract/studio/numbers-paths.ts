import type { StudioRoute } from './route';

/*
 * The numbers room (docs/decisions/069-numbers.md): per Ulaanbaatar day and for a range, read
 * from the daily rollups. Finance and admins enter; finance gets the money part only, admins
 * everything. No person is ever named: counts under five people read "< 5".
 */
export const numbersPaths = {
  studioNumbers: { method: 'GET', path: '/api/studio/numbers', role: 'finance', writes: false },
} as const satisfies Record<string, StudioRoute>;
