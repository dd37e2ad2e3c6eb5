import { get, set } from 'idb-keyval';

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

/** Shorter than this, or this close to the end, a title simply starts over (a tenth of a short clip). */
const MIN_RESUME_SEC = 5;
const END_MARGIN_SEC = 10;

/** Worth offering "continue": past the first seconds and not at the credits. */
export function resumablePosition(position: number, duration: number): number | null {
  const start = duration > 0 ? Math.min(MIN_RESUME_SEC, duration * 0.1) : MIN_RESUME_SEC;
  const margin = Math.min(END_MARGIN_SEC, duration * 0.1);
  if (!(position >= start)) return null;
  if (duration > 0 && position >= duration - margin) return null;
  return Math.floor(position);
}

/** The local entry wins when it exists (it is written more often); else the server's seconds. */
export function pickStart(local: ResumeEntry | null, serverPosition: number, duration: number) {
  const position = local ? local.position : serverPosition;
  return resumablePosition(position, local?.duration || duration);
}
