import { lazy } from 'react';
import type { Room } from '../room';

export const packsRoom: Room = {
  path: 'packs',
  label: 'Эрхийн багц',
  role: 'finance',
  Page: lazy(() => import('./packs-page')),
};
