import type { Method } from '../route';
import type { StaffRole } from './roles';

/*
 * A studio call (docs/decisions/051-studio.md). Zod-free, as contract/route.ts, so the studio app
 * imports it at runtime. Every studio answer is private to the staff member: never cached by the
 * server, the worker or the browser (`no-store`).
 * - role 'signed-in': the viewer's session token (the step-up calls that open a studio session);
 * - role 'staff': a studio session with any role;
 * - a role name: a studio session whose person holds that role (or admin).
 */
export interface StudioRoute {
  /** HEAD and PATCH only for the tus upload calls (contract/studio/ingest-paths.ts). */
  method: Method | 'HEAD' | 'PATCH';
  path: string;
  role: StaffRole | 'staff' | 'signed-in';
  writes: boolean;
}
