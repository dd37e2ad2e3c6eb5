import type { Insertable } from 'kysely';
import type { NewslettersTable } from '../schema';
import { searchText } from './search-text';
import { iso } from './time';

export interface NewsletterFields {
  title: string;
  summary?: string | null;
  /** HTML. */
  body: string;
  image?: string | null;
  publishedAt: number;
}

/** One newsletter issue; search finds it by title. */
export function newsletterRow(f: NewsletterFields): Insertable<NewslettersTable> {
  return {
    title: f.title,
    summary: f.summary ?? null,
    body: f.body,
    image: f.image ?? null,
    search_text: searchText(f.title),
    published_at: iso(f.publishedAt),
  };
}
