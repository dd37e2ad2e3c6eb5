import type { Insertable } from 'kysely';
import type { EpisodesTable } from '../schema';
import { episodeVideo } from './source-rows';
import { iso } from './time';

export interface EpisodeFields {
  mediaId: number;
  groupId: number | null;
  number: number;
  title?: string;
  image?: string | null;
  isFree: boolean;
  durationSec?: number;
  /** The episode's media folder; null for an episode without video. */
  folder: string | null;
  views?: number;
  likeCount?: number;
  dislikeCount?: number;
  createdAt: number;
  /** Skippable parts in seconds; credits may run to the end (null end). */
  segments?: EpisodeSegments;
}

export interface EpisodeSegments {
  recap?: [number, number];
  intro?: [number, number];
  credits?: [number, number | null];
}

/** An episode whose three qualities all play the folder's one manifest, like the demo's. */
export function episodeRow(f: EpisodeFields): Insertable<EpisodesTable> {
  return {
    media_id: f.mediaId,
    group_id: f.groupId,
    number: f.number,
    title: f.title ?? `${f.number}-р анги`,
    image: f.image ?? null,
    is_free: f.isFree ? 1 : 0,
    duration_sec: f.durationSec ?? 1500,
    ...episodeVideo(f.folder),
    views: f.views ?? 0,
    like_count: f.likeCount ?? 0,
    dislike_count: f.dislikeCount ?? 0,
    comment_count: 0,
    created_at: iso(f.createdAt),
    recap_start_sec: f.segments?.recap?.[0] ?? null,
    recap_end_sec: f.segments?.recap?.[1] ?? null,
    intro_start_sec: f.segments?.intro?.[0] ?? null,
    intro_end_sec: f.segments?.intro?.[1] ?? null,
    credits_start_sec: f.segments?.credits?.[0] ?? null,
    credits_end_sec: f.segments?.credits?.[1] ?? null,
  };
}
