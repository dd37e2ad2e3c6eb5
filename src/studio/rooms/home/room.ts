import { lazy } from 'react';
import type { Room } from '../room';

export const homeRoom: Room = {
  path: 'home',
  label: 'Нүүр хуудас',
  role: 'editor',
  Page: lazy(() => import('./home-page')),
};
