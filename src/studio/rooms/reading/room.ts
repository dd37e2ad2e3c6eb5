import { lazy } from 'react';
import type { Room } from '../room';

export const readingRoom: Room = {
  path: 'reading',
  label: 'Подкаст, мэдээлэл',
  role: 'editor',
  Page: lazy(() => import('./reading-page')),
};
