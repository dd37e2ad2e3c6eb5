import type { StudioRoute } from './route';

/*
 * The moderation room (docs/decisions/063-moderation.md): the viewers' reports with their states,
 * and the comments (hide, restore, delete, stopping a user from commenting). Moderators and
 * admins. A report's change names the `version` it saw; a stale one is a 409.
 */
export const moderationPaths = {
  /** One page of reports, newest first, by state. */
  studioReports: { method: 'GET', path: '/api/studio/reports', role: 'moderator', writes: false },
  /** A new state with a note; resolving tells the reporter once. */
  studioReportState: {
    method: 'POST',
    path: '/api/studio/reports/:id/state',
    role: 'moderator',
    writes: true,
  },
  /** One page of comments, newest first: by text, by author (id or phone), shown or hidden. */
  studioComments: {
    method: 'GET',
    path: '/api/studio/comments',
    role: 'moderator',
    writes: false,
  },
  studioCommentHide: {
    method: 'POST',
    path: '/api/studio/comments/:id/hide',
    role: 'moderator',
    writes: true,
  },
  studioCommentRestore: {
    method: 'POST',
    path: '/api/studio/comments/:id/restore',
    role: 'moderator',
    writes: true,
  },
  /** Deletes it with its replies. */
  studioCommentDelete: {
    method: 'DELETE',
    path: '/api/studio/comments/:id',
    role: 'moderator',
    writes: true,
  },
  /** Users stopped from commenting now, soonest end first. */
  studioCommentBans: {
    method: 'GET',
    path: '/api/studio/comment-bans',
    role: 'moderator',
    writes: false,
  },
  /** Stops a user from commenting until a time, with a reason (replaces a stop they have). */
  studioCommentBan: {
    method: 'POST',
    path: '/api/studio/comment-bans',
    role: 'moderator',
    writes: true,
  },
  /** Ends a user's stop now; `:id` is the user's. */
  studioCommentBanLift: {
    method: 'DELETE',
    path: '/api/studio/comment-bans/:id',
    role: 'moderator',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;
