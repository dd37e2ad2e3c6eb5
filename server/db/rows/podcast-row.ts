import type { Insertable } from 'kysely';
import type { PodcastsTable, PodcastTracksTable } from '../schema';
import { searchText } from './search-text';
import { iso } from './time';

export interface PodcastFields {
  title: string;
  creator: string;
  description?: string | null;
  image?: string | null;
  createdAt: number;
}

/** One podcast show; search finds it by title and creator. */
export function podcastRow(f: PodcastFields): Insertable<PodcastsTable> {
  return {
    title: f.title,
    creator: f.creator,
    description: f.description ?? null,
    image: f.image ?? null,
    search_text: searchText(f.title, f.creator),
    created_at: iso(f.createdAt),
  };
}

export interface PodcastTrackFields {
  podcastId: number;
  number: number;
  title: string;
  creator: string;
  /** Site path of the audio file (`/media/podcast/…`); podcasts are public. */
  audio: string;
  image?: string | null;
  durationSec: number;
  publishedAt: number;
}

/** One episode (track) of a podcast show. */
export function podcastTrackRow(f: PodcastTrackFields): Insertable<PodcastTracksTable> {
  return {
    podcast_id: f.podcastId,
    number: f.number,
    title: f.title,
    creator: f.creator,
    audio: f.audio,
    image: f.image ?? null,
    duration_sec: f.durationSec,
    published_at: iso(f.publishedAt),
  };
}
