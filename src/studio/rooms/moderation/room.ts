import { lazy } from 'react';
import type { Room } from '../room';

export const moderationRoom: Room = {
  path: 'moderation',
  label: 'Хяналт',
  role: 'moderator',
  Page: lazy(() => import('./moderation-page')),
};
