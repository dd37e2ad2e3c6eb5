import type { StudioRoute } from './route';

/*
 * The moderation room's word list and the comments it holds for review
 * (docs/decisions/070-moderation-words-contact.md). Moderators and admins.
 */
export const moderationWordPaths = {
  /** Every entry of the list, newest first. */
  studioCommentWords: {
    method: 'GET',
    path: '/api/studio/comment-words',
    role: 'moderator',
    writes: false,
  },
  /** Adds a word or phrase (a trailing `*` matches every word starting with it). */
  studioCommentWordAdd: {
    method: 'POST',
    path: '/api/studio/comment-words',
    role: 'moderator',
    writes: true,
  },
  studioCommentWordRemove: {
    method: 'DELETE',
    path: '/api/studio/comment-words/:id',
    role: 'moderator',
    writes: true,
  },
  /**
   * Reads shown comments against the list, newest first, at most RESCAN_BATCH of them below
   * `before`, and holds those that match; answers how many and where the next batch starts.
   */
  studioCommentWordRescan: {
    method: 'POST',
    path: '/api/studio/comment-words/rescan',
    role: 'moderator',
    writes: true,
  },
  /** A held comment becomes visible to everyone. */
  studioCommentApprove: {
    method: 'POST',
    path: '/api/studio/comments/:id/approve',
    role: 'moderator',
    writes: true,
  },
  /** A held comment is deleted. */
  studioCommentReject: {
    method: 'POST',
    path: '/api/studio/comments/:id/reject',
    role: 'moderator',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;
