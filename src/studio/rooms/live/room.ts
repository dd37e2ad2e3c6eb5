import { lazy } from 'react';
import type { Room } from '../room';

export const liveRoom: Room = {
  path: 'live',
  label: 'Шууд',
  role: 'editor',
  Page: lazy(() => import('./live-page')),
};
