import type { PodcastTrack } from '@contract/entities';
import type { DownloadRecord } from '@contract/offline-downloads';
import { offlineAudioUrl } from './engine/controller';

/**
 * A downloaded podcast episode as the player bar's track: the local audio URL the worker answers
 * from storage, so it plays with no network. The record keeps the podcast's name where a track
 * has its creator, and no number or date, which the bar does not show.
 */
export function podcastTrackOf(record: DownloadRecord): PodcastTrack {
  return {
    id: record.itemId,
    podcast_id: record.mediaId,
    number: 0,
    audio: offlineAudioUrl(record),
    image: record.image,
    title: record.subtitle ?? record.title,
    creator: record.title,
    duration_sec: record.durationSec,
    published_at: new Date(record.createdAt).toISOString(),
  };
}
