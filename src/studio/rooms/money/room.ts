import { lazy } from 'react';
import type { Room } from '../room';

export const moneyRoom: Room = {
  path: 'money',
  label: 'Санхүү',
  role: 'finance',
  Page: lazy(() => import('./money-page')),
};
