import { lazy } from 'react';
import type { Room } from '../room';

export const staffRoom: Room = {
  path: 'staff',
  label: 'Ажилтнууд',
  role: 'admin',
  Page: lazy(() => import('./staff-page')),
};
