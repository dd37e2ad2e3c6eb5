import { Component, Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { get } from 'idb-keyval';
import { extraTexts } from '@/lib/texts';
import { showToast } from '@/lib/toast-store';
import { useViewerId } from '@/session';
import { getQueue, subscribeQueue } from './podcast-queue';
import { LAST_SESSION_KEY } from './storage-keys';
import { prepareTrackSources, trackSourceNow } from './track-source';

// The bar (react-aria slider, menus, popover) loads the first time a track is chosen.
const PlayerRoot = lazy(() => import('./components/player-root'));

const chunkFailedText = () =>
  navigator.onLine === false ? extraTexts.offline : extraTexts.serverError;

/**
 * The one <audio> element of the app plus, once wanted, the podcast player bar. Mount it once
 * in the app layout: it outlives every route, so listening goes on while the visitor browses.
 */
export function PodcastPlayerHost() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const attached = useRef(false);
  const failed = useRef(false);
  const handled = useRef(0);
  const [wanted, setWanted] = useState(() => getQueue() !== null);
  const viewer = useViewerId();
  // The viewer's downloads stay read while the app lives, so a click can pick a downloaded
  // track's local file at once (inside the gesture iOS needs for sound).
  useEffect(() => prepareTrackSources(viewer), [viewer]);
  const onAttach = useCallback((value: boolean) => {
    attached.current = value;
  }, []);
  const onFailed = useCallback(() => {
    failed.current = true;
    audioRef.current?.pause();
    showToast('error', chunkFailedText());
  }, []);

  useEffect(() => {
    const onQueue = () => {
      const queue = getQueue();
      if (!queue || queue.requestId === handled.current) return;
      handled.current = queue.requestId;
      if (failed.current) {
        showToast('error', chunkFailedText());
        return;
      }
      const audio = audioRef.current;
      const track = queue.tracks[queue.index];
      // Until the player code has arrived, start the sound here, inside the click that asked for
      // it: iOS allows audio only from a user gesture, and a lazy import is not one.
      if (!attached.current && audio && track && queue.autoplay) {
        audio.dataset.trackId = String(track.id);
        audio.src = trackSourceNow(track) ?? track.audio;
        audio.play()?.catch(() => undefined);
      }
      setWanted(true);
    };
    const unsubscribe = subscribeQueue(onQueue);
    // A track chosen between this host's first render and this effect (a click handled before the
    // commit's effects ran) is in the queue already, and no one was listening yet.
    onQueue();
    // Someone who listened before gets the bar back, paused where they left off.
    let live = true;
    get(LAST_SESSION_KEY)
      .then((last) => live && last && setWanted(true))
      .catch(() => undefined);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

  return (
    <>
      {/* Podcasts come without caption tracks; the element is never shown, the bar is its UI. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audioRef} preload="metadata" />
      {wanted ? (
        <PlayerBoundary onFailed={onFailed}>
          <Suspense fallback={null}>
            <PlayerRoot audioRef={audioRef} onAttach={onAttach} />
          </Suspense>
        </PlayerBoundary>
      ) : null}
    </>
  );
}

/** If the bar's chunk cannot load (offline, a new deploy), stop the sound it would control. */
class PlayerBoundary extends Component<{ children: ReactNode; onFailed: () => void }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onFailed();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
