import type { Insertable } from 'kysely';
import type { CommentsTable, EpisodeLikesTable, HistoryTable, MediaStatusesTable } from '../schema';
import { iso } from './time';

export interface HistoryFields {
  userId: number;
  mediaId: number;
  /** null for a movie. */
  episodeId: number | null;
  positionSec: number;
  durationSec: number;
  createdAt: number;
  updatedAt?: number;
}

/** Where a viewer stopped in an episode or a movie (one row per user and episode). */
export function historyRow(f: HistoryFields): Insertable<HistoryTable> {
  return {
    user_id: f.userId,
    media_id: f.mediaId,
    episode_id: f.episodeId,
    position_sec: f.positionSec,
    duration_sec: f.durationSec,
    created_at: iso(f.createdAt),
    updated_at: iso(f.updatedAt ?? f.createdAt),
  };
}

/** value 1 like, 0 dislike. */
export function episodeLikeRow(f: {
  userId: number;
  episodeId: number;
  value: 0 | 1;
  createdAt: number;
}): Insertable<EpisodeLikesTable> {
  return {
    user_id: f.userId,
    episode_id: f.episodeId,
    value: f.value,
    created_at: iso(f.createdAt),
  };
}

export interface MediaStatusFields {
  userId: number;
  mediaId: number;
  /** 1 like, 0 dislike, null none. */
  liked?: 0 | 1 | null;
  later?: boolean;
  notify?: boolean;
  watchStatus?: string | null;
  updatedAt: number;
}

export function mediaStatusRow(f: MediaStatusFields): Insertable<MediaStatusesTable> {
  return {
    user_id: f.userId,
    media_id: f.mediaId,
    liked: f.liked ?? null,
    later: f.later ? 1 : 0,
    notify: f.notify ? 1 : 0,
    watch_status: f.watchStatus ?? null,
    updated_at: iso(f.updatedAt),
  };
}

export interface CommentFields {
  episodeId: number;
  userId: number;
  parentId?: number | null;
  body: string;
  likes?: number;
  dislikes?: number;
  createdAt: number;
}

export function commentRow(f: CommentFields): Insertable<CommentsTable> {
  return {
    episode_id: f.episodeId,
    user_id: f.userId,
    parent_id: f.parentId ?? null,
    body: f.body,
    likes: f.likes ?? 0,
    dislikes: f.dislikes ?? 0,
    created_at: iso(f.createdAt),
  };
}
