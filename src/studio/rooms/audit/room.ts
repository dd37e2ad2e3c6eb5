import { lazy } from 'react';
import type { Room } from '../room';

export const auditRoom: Room = {
  path: 'audit',
  label: 'Аудит',
  role: 'admin',
  Page: lazy(() => import('./audit-page')),
};
