import type { StudioRoute } from './route';

/*
 * The viewers' contact-form messages in the moderation room
 * (docs/decisions/070-moderation-words-contact.md): read, answered by the channel the sender
 * gave (e-mail or SMS), closed. Moderators and admins.
 */
export const contactPaths = {
  /** One page of messages, newest first, open or closed. */
  studioContactMessages: {
    method: 'GET',
    path: '/api/studio/contact-messages',
    role: 'moderator',
    writes: false,
  },
  /** Sends the answer to the sender once. */
  studioContactAnswer: {
    method: 'POST',
    path: '/api/studio/contact-messages/:id/answer',
    role: 'moderator',
    writes: true,
  },
  studioContactClose: {
    method: 'POST',
    path: '/api/studio/contact-messages/:id/close',
    role: 'moderator',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;
