import type { HistoryItem } from '@contract/entities';

/**
 * Where a history entry continues, for the history page and the home page's "continue watching"
 * row alike: a series at its episode's watch page, a theatre title at /theatre/watch, a film at
 * /movie/stream, live at /live. A series entry without an episode has nothing to resume, so it
 * opens the series' detail page (never a movie player, which cannot play a series).
 */
export function continueHref({ media, episode }: Pick<HistoryItem, 'media' | 'episode'>): string {
  switch (media.kind) {
    case 'series':
      return episode ? `/watch/${media.id}/${episode.id}` : `/series/detail/${media.id}`;
    case 'theatre':
      return `/theatre/watch/${media.id}`;
    case 'movie':
      return `/movie/stream/${media.id}`;
    case 'live':
      return '/live';
  }
}
