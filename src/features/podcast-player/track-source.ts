import type { PodcastTrack } from '@contract/entities';
import { getAuthState, storedViewerId } from '@/session';
import { hasRecordNow, keepRecordsRead, loadOfflineAudio } from '@/features/downloads';

/*
 * Where a track plays from: the copy the viewer downloaded, while it is complete and its right
 * has not ended, so it plays with no network at all (docs/product.md "Downloads"); else the
 * network URL. Lock-screen controls do not care which. The lookup is its own chunk (the host
 * is in the app shell, the downloads engine must not be), loaded when the host mounts.
 */

type Lookup = Awaited<ReturnType<typeof loadOfflineAudio>>;
let lookup: Lookup | null = null;

function viewer(): number {
  const auth = getAuthState();
  if (auth.status === 'user') return auth.user.id;
  // Offline, the session is restored from storage; the stored user's downloads are theirs.
  return auth.status === 'loading' ? storedViewerId() : 0;
}

async function loadLookup(): Promise<Lookup> {
  lookup ??= await loadOfflineAudio();
  return lookup;
}

/** Loads the lookup and keeps the viewer's downloads read while the host lives. */
export function prepareTrackSources(forViewer: number): () => void {
  void loadLookup().catch(() => undefined);
  return keepRecordsRead(forViewer);
}

/** Synchronous, for the click that starts the sound; undefined until the lookup can answer. */
export function trackSourceNow(track: PodcastTrack): string | undefined {
  const who = viewer();
  // Most tracks are not downloaded: known from the shared read alone, without the lookup.
  if (who === 0 || hasRecordNow(who, 'podcast', track.id) === false) return track.audio;
  const local = lookup?.playableAudioNow(who, track.id);
  return local === undefined ? undefined : (local ?? track.audio);
}

export async function trackSource(track: PodcastTrack): Promise<string> {
  try {
    const local = await (await loadLookup()).playableAudio(viewer(), track.id);
    return local ?? track.audio;
  } catch {
    // The lookup's chunk did not load (offline before it was cached): the network it is.
    return track.audio;
  }
}
