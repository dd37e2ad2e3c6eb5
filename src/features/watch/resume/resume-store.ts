import { get, set } from 'idb-keyval';
import { resumablePosition } from '@/lib/resume-position';

/** A watch position kept in IndexedDB (`history.<episodeId>`, `history.movie-<id>` for films). */
export interface ResumeEntry {
  position: number;
  duration: number;
  updatedAt: number;
  mediaId: number;
}

export type ResumeKey = { episodeId: number } | { movieId: number };

export function resumeKey(key: ResumeKey): string {
  return 'episodeId' in key ? `history.${key.episodeId}` : `history.movie-${key.movieId}`;
}

export async function readResume(key: ResumeKey): Promise<ResumeEntry | null> {
  try {
    const entry = await get<ResumeEntry>(resumeKey(key));
    return entry && Number.isFinite(entry.position) ? entry : null;
  } catch {
    return null;
  }
}

export function writeResume(key: ResumeKey, entry: ResumeEntry): Promise<void> {
  return set(resumeKey(key), entry).catch(() => undefined);
}

/** The local entry wins when it exists (it is written more often); else the server's seconds. */
export function pickStart(local: ResumeEntry | null, serverPosition: number, duration: number) {
  const position = local ? local.position : serverPosition;
  return resumablePosition(position, local?.duration || duration);
}
