import { useSyncExternalStore } from 'react';
import type { PodcastTrack } from '@contract/entities';

/**
 * The player's queue: what it plays and where it is in it. The podcast pages never import it:
 * the player reads their podcast query (the show's title), so the route hands the pages
 * `playTrack` and the current track (docs/decisions/049); the downloads page calls `playTrack`
 * the same way. A plain external store, so the choice survives navigation between pages and the
 * player bar's code can arrive after the click.
 *
 * Listeners run synchronously inside `playTrack`, i.e. inside the click that asked for the track:
 * the player starts the audio there, which is what iOS needs to allow sound.
 */
export interface PodcastQueue {
  tracks: readonly PodcastTrack[];
  index: number;
  /** Changes on every request, so asking for the same track again is still a new request. */
  requestId: number;
  /** False when the player brings back the last session after a reload: shown paused. */
  autoplay: boolean;
}

let queue: PodcastQueue | null = null;
let nextRequest = 1;
let playing = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function playTrack(tracks: readonly PodcastTrack[], index: number): void {
  if (index < 0 || index >= tracks.length) return;
  queue = { tracks: [...tracks], index, requestId: nextRequest++, autoplay: true };
  emit();
}

/** Moves within the current queue (next, previous, a pick from the queue list, a track's end). */
export function selectTrack(index: number, autoplay = true): void {
  if (!queue || index < 0 || index >= queue.tracks.length) return;
  queue = { ...queue, index, requestId: nextRequest++, autoplay };
  emit();
}

/** The last session after a reload: the same queue, waiting paused for the listener. */
export function restoreQueue(tracks: readonly PodcastTrack[], index: number): void {
  if (queue || index < 0 || index >= tracks.length) return;
  queue = { tracks: [...tracks], index, requestId: nextRequest++, autoplay: false };
  emit();
}

export function clearQueue(): void {
  queue = null;
  playing = false;
  emit();
}

export function getQueue(): PodcastQueue | null {
  return queue;
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePodcastQueue(): PodcastQueue | null {
  return useSyncExternalStore(subscribeQueue, getQueue, getQueue);
}

/** The track the queue points at, for marking it in a list. */
export function useCurrentTrackId(): number | null {
  return useSyncExternalStore(
    subscribeQueue,
    () => queue?.tracks[queue.index]?.id ?? null,
    () => null,
  );
}

/** Set by the player from the audio element's play/pause events. */
export function setPodcastPlaying(next: boolean): void {
  if (playing === next) return;
  playing = next;
  emit();
}

/** Whether the current track is sounding right now (a list can show pause instead of play). */
export function usePodcastPlaying(): boolean {
  return useSyncExternalStore(
    subscribeQueue,
    () => playing,
    () => false,
  );
}
