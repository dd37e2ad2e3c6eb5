import type { Insertable } from 'kysely';
import type { MediaKind, MediaStatus, MediaTable } from '../schema';
import { searchText } from './search-text';
import { iso } from './time';
import { titleSortKey } from './title-sort';

export interface MediaFields {
  kind: MediaKind;
  title: string;
  originalName?: string | null;
  /** HTML. */
  description?: string | null;
  keywords?: string | null;
  image1?: string | null;
  posterHz?: string | null;
  logo?: string | null;
  banner?: string | null;
  hoverVideo?: string | null;
  rating?: number;
  ageLimit?: number | null;
  status?: MediaStatus;
  releasedAt: number;
  totalEpisode?: number;
  isMirror?: boolean;
  translatorId?: number | null;
  studioId?: number | null;
  directorId?: number | null;
  seasonId?: number | null;
  mediaGroupId?: number | null;
  seasonNumber?: number;
  seasonTitle?: string | null;
  views?: number;
  likeCount?: number;
  updatedAt?: number;
}

/** One media row; search_text, title_sort, is_completed and the dates follow from the fields. */
export function mediaRow(f: MediaFields): Insertable<MediaTable> {
  const status = f.status ?? 'completed';
  const released = iso(f.releasedAt);
  const keywords = f.keywords ?? null;
  const originalName = f.originalName ?? null;
  return {
    kind: f.kind,
    title: f.title,
    title_sort: titleSortKey(f.title),
    original_name: originalName,
    description: f.description ?? null,
    keywords,
    search_text: searchText(f.title, originalName, keywords),
    image1: f.image1 ?? null,
    poster_hz: f.posterHz ?? null,
    logo: f.logo ?? null,
    banner: f.banner ?? null,
    hover_video: f.hoverVideo ?? null,
    rating: f.rating ?? 0,
    age_limit: f.ageLimit ?? null,
    is_completed: status === 'completed' ? 1 : 0,
    status,
    released_date: released.slice(0, 10),
    total_episode: f.totalEpisode ?? 0,
    is_mirror: f.isMirror ? 1 : 0,
    is_blacklist: 0,
    translator_id: f.translatorId ?? null,
    studio_id: f.studioId ?? null,
    director_id: f.directorId ?? null,
    season_id: f.seasonId ?? null,
    media_group_id: f.mediaGroupId ?? null,
    season_number: f.seasonNumber ?? 1,
    season_title: f.seasonTitle ?? null,
    views: f.views ?? 0,
    like_count: f.likeCount ?? 0,
    created_at: released,
    updated_at: iso(f.updatedAt ?? f.releasedAt),
  };
}
