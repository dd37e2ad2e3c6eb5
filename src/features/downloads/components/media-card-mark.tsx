import type { MediaCard } from '@contract/entities';
import type { MarkKind } from '../hooks/records-cache';
import { DownloadedMark } from './downloaded-mark';

/** A series is marked when any episode is downloaded; movies and theatre titles are 'movie' downloads. */
const MARK_KIND: Record<MediaCard['kind'], MarkKind | null> = {
  series: 'series',
  movie: 'movie',
  theatre: 'movie',
  live: null,
};

/** The "Татсан" mark in a media card's corner: the `mark` every feature gives src/ui's MediaCard. */
export function MediaCardMark({ media }: { media: Pick<MediaCard, 'id' | 'kind'> }) {
  const kind = MARK_KIND[media.kind];
  return kind ? <DownloadedMark kind={kind} id={media.id} overlay /> : null;
}
