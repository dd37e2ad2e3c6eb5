import { lazy } from 'react';
import type { Room } from '../room';

/** The numbers (docs/decisions/069-numbers.md): finance sees the money, admins everything. */
export const numbersRoom: Room = {
  path: 'numbers',
  label: 'Тоо баримт',
  role: 'finance',
  Page: lazy(() => import('./numbers-page')),
};
