import type { PodcastTrack } from '@contract/entities';
import { getAuthState, storedViewerId } from '@/app/session';
import { playableAudio, playableAudioNow } from '@/features/downloads';

/*
 * Where a track plays from: the copy the viewer downloaded, while it is complete and its right
 * has not ended, so it plays with no network at all (docs/product.md "Downloads"); else the
 * network URL. Lock-screen controls do not care which.
 */

function viewer(): number {
  const auth = getAuthState();
  if (auth.status === 'user') return auth.user.id;
  // Offline, the session is restored from storage; the stored user's downloads are theirs.
  return auth.status === 'loading' ? storedViewerId() : 0;
}

/** Synchronous, for the click that starts the sound; undefined until the records are read. */
export function trackSourceNow(track: PodcastTrack): string | undefined {
  const local = playableAudioNow(viewer(), track.id);
  return local === undefined ? undefined : (local ?? track.audio);
}

export async function trackSource(track: PodcastTrack): Promise<string> {
  return (await playableAudio(viewer(), track.id)) ?? track.audio;
}
