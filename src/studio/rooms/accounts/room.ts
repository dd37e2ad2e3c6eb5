import { lazy } from 'react';
import type { Room } from '../room';

export const accountsRoom: Room = {
  path: 'accounts',
  label: 'Хэрэглэгчид',
  role: 'finance',
  Page: lazy(() => import('./accounts-page')),
};
