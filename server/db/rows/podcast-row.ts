import type { Insertable } from 'kysely';
import type { PodcastsTable } from '../schema';
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
