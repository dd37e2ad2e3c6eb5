import type { DownloadRecord } from '@contract/offline-downloads';
import { podcastTrackOf } from '@/features/downloads';
import { playTrack } from '@/features/podcast-player';

/**
 * A downloaded podcast episode in the player bar, from its local file. Called inside the click
 * ("Тоглуулах"), which is what lets iOS start the sound.
 */
export function playDownloadedPodcast(record: DownloadRecord): void {
  playTrack([podcastTrackOf(record)], 0);
}
