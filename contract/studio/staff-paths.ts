import type { StudioRoute } from './route';

/** The people of the studio and the record of what they did: admins only. */
export const staffPaths = {
  studioStaff: { method: 'GET', path: '/api/studio/staff', role: 'admin', writes: false },
  studioStaffGrant: {
    method: 'POST',
    path: '/api/studio/staff/grant',
    role: 'admin',
    writes: true,
  },
  studioStaffRevoke: {
    method: 'POST',
    path: '/api/studio/staff/revoke',
    role: 'admin',
    writes: true,
  },
  studioAudit: { method: 'GET', path: '/api/studio/audit', role: 'admin', writes: false },
} as const satisfies Record<string, StudioRoute>;
