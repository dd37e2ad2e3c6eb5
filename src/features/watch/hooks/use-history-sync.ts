import { useCallback, useEffect, useRef } from 'react';
import type { PlayerProgress } from '@/features/player';
import { writeHistory, type HistoryTarget } from '../api/write-history';
import { writeResume, type ResumeKey } from '../resume/resume-store';

const LOCAL_EVERY_MS = 5_000;
const SERVER_EVERY_MS = 15_000;

interface Options {
  key: ResumeKey;
  target: HistoryTarget;
  mediaId: number;
  /** Logged-in user to sync with the server; null for none. */
  userId: number | null;
}

/**
 * Keeps the position: IndexedDB every 5 s of playback and on pause or leave (pagehide, hidden
 * tab, unmount); the server's history (historyWrite) every 15 s and at the same moments, for a
 * logged-in viewer. Returns the player's onProgress.
 */
export function useHistorySync({ key, target, mediaId, userId }: Options) {
  const last = useRef<PlayerProgress | null>(null);
  const saved = useRef({ local: 0, server: 0, position: -1 });
  const context = useRef({ key, target, mediaId, userId });
  useEffect(() => {
    context.current = { key, target, mediaId, userId };
  });

  const flush = useCallback((server: boolean) => {
    const progress = last.current;
    if (!progress || !(progress.currentTime > 0)) return;
    const now = Date.now();
    const { key: k, target: tg, mediaId: m, userId: u } = context.current;
    const position = progress.currentTime;
    saved.current.local = now;
    void writeResume(k, { position, duration: progress.duration, updatedAt: now, mediaId: m });
    if (server && u !== null && Math.floor(position) !== saved.current.position) {
      saved.current.server = now;
      saved.current.position = Math.floor(position);
      void writeHistory(u, tg, position, progress.duration);
    }
  }, []);

  const onProgress = useCallback(
    (progress: PlayerProgress) => {
      const previous = last.current;
      last.current = progress;
      const now = Date.now();
      if (progress.paused) {
        if (previous && !previous.paused) flush(true);
        return;
      }
      if (now - saved.current.server >= SERVER_EVERY_MS) flush(true);
      else if (now - saved.current.local >= LOCAL_EVERY_MS) flush(false);
    },
    [flush],
  );

  useEffect(() => {
    const leave = () => flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      flush(true);
    };
  }, [flush]);

  return { onProgress, flush };
}
