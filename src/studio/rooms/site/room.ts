import { lazy } from 'react';
import type { Room } from '../room';

export const siteRoom: Room = {
  path: 'site',
  label: 'Сайтын мэдээлэл',
  role: 'editor',
  Page: lazy(() => import('./site-page')),
};
