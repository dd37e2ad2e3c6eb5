import { lazy } from 'react';
import type { Room } from '../room';

export const catalogueRoom: Room = {
  path: 'catalogue',
  label: 'Каталог',
  role: 'editor',
  Page: lazy(() => import('./catalogue-page')),
};
