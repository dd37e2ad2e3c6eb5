import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PodcastTrack } from '@contract/entities';
import { CloseIcon, MicIcon, PauseIcon, PlayIcon } from '@/ui/icons';
import { imageSources } from '@/ui/image-sources';
import { podcastQueryOptions } from '@/features/podcast';
import { clock } from '../format-time';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '../media-session';
import type { PlayerEngine, PlayerState } from '../player-engine';
import { playerTexts } from '../texts';
import {
  Back15Icon,
  Forward30Icon,
  MutedIcon,
  NextIcon,
  PreviousIcon,
  VolumeIcon,
} from './player-icons';
import { QueuePopover } from './queue-popover';
import { SeekSlider } from './seek-slider';
import { SleepMenu } from './sleep-menu';
import { SpeedMenu } from './speed-menu';
import styles from './player-bar.module.css';

interface Props {
  engine: PlayerEngine;
  state: PlayerState;
  track: PodcastTrack;
}

/**
 * docs/product.md §2 "Podcast player bar": cover, title, creator, previous, play/pause, next, seek
 * slider, time, mute, close; plus speed, 15 s back / 30 s forward, sleep timer and the queue.
 */
export function PlayerBar({ engine, state, track }: Props) {
  const barRef = useRef<HTMLElement>(null);
  const { data: podcast } = useQuery({
    ...podcastQueryOptions(track.podcast_id),
    staleTime: 10 * 60_000,
  });
  const podcastTitle = podcast?.title ?? null;

  useEffect(() => {
    if (podcastTitle) engine.setAlbum(track.podcast_id, podcastTitle);
  }, [engine, track.podcast_id, podcastTitle]);
  useBarSpace(barRef);
  useSpaceToggle(barRef, engine.toggle);

  const isFirst = state.index === 0;
  const isLast = state.index + 1 >= state.tracks.length;

  return (
    <section
      ref={barRef}
      className={styles.bar}
      aria-label={playerTexts.region}
      tabIndex={-1}
      data-playing={state.playing || undefined}
    >
      <div className={styles.inner}>
        <div className={styles.now}>
          <div className={styles.cover}>
            {track.image ? (
              <img {...imageSources(track.image, '56px')} alt="" width={56} height={56} />
            ) : (
              <MicIcon width={24} height={24} />
            )}
          </div>
          <div className={styles.text}>
            <Link
              to="/podcast/detail/$id"
              params={{ id: String(track.podcast_id) }}
              className={styles.title}
              title={podcastTitle ? playerTexts.openShow(podcastTitle) : undefined}
            >
              {track.title}
            </Link>
            <p className={styles.creator}>{track.creator}</p>
          </div>
        </div>

        <div className={styles.transport}>
          <SpeedMenu rate={state.rate} onChange={engine.setRate} />
          <button
            type="button"
            className={styles.control}
            aria-label={playerTexts.previous}
            title={playerTexts.previous}
            disabled={isFirst}
            onClick={engine.previous}
          >
            <PreviousIcon />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={playerTexts.back15}
            title={playerTexts.back15}
            onClick={() => engine.seekBy(-SKIP_BACK_SECONDS)}
          >
            <Back15Icon />
          </button>
          <button
            type="button"
            className={styles.play}
            aria-label={state.playing ? playerTexts.pause : playerTexts.play}
            data-buffering={(state.playing && state.buffering) || undefined}
            onClick={engine.toggle}
          >
            {state.playing ? (
              <PauseIcon width={26} height={26} />
            ) : (
              <PlayIcon width={26} height={26} />
            )}
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={playerTexts.forward30}
            title={playerTexts.forward30}
            onClick={() => engine.seekBy(SKIP_FORWARD_SECONDS)}
          >
            <Forward30Icon />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={playerTexts.next}
            title={playerTexts.next}
            disabled={isLast}
            onClick={engine.next}
          >
            <NextIcon />
          </button>
          <SleepMenu
            sleep={state.sleep}
            left={state.sleepLeft}
            onChoose={engine.setSleep}
            onCancel={engine.cancelSleep}
          />
        </div>

        <div className={styles.progress}>
          <span className={styles.time}>
            <span className="visually-hidden">{playerTexts.elapsed} </span>
            {clock(state.time)}
          </span>
          <SeekSlider time={state.time} duration={state.duration} onSeek={engine.seekTo} />
          <span className={styles.time}>
            <span className="visually-hidden">{playerTexts.total} </span>
            {clock(state.duration)}
          </span>
        </div>

        <div className={styles.actions}>
          <QueuePopover
            tracks={state.tracks}
            index={state.index}
            podcastTitle={podcastTitle}
            onPick={engine.jumpTo}
          />
          <button
            type="button"
            className={styles.control}
            aria-label={state.muted ? playerTexts.unmute : playerTexts.mute}
            title={state.muted ? playerTexts.unmute : playerTexts.mute}
            data-active={state.muted || undefined}
            onClick={engine.toggleMute}
          >
            {state.muted ? <MutedIcon /> : <VolumeIcon />}
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={playerTexts.close}
            title={playerTexts.close}
            onClick={engine.close}
          >
            <CloseIcon />
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * The page keeps room for the bar: its height goes to --podcast-bar-height on <html> (other
 * fixed bottom things can stack on it) and the body gets that much bottom padding.
 */
function useBarSpace(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty('--podcast-bar-height', `${bar.offsetHeight}px`);
    apply();
    root.dataset.podcastBar = 'open';
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      delete root.dataset.podcastBar;
      root.style.removeProperty('--podcast-bar-height');
    };
  }, [ref]);
}

/** Space plays or pauses while focus is in the bar, except on controls that Space presses. */
function useSpaceToggle(ref: RefObject<HTMLElement | null>, toggle: () => void) {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.defaultPrevented) return;
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('button, a, [role="button"]')) return;
      event.preventDefault();
      if (!event.repeat) toggle();
    };
    bar.addEventListener('keydown', onKeyDown);
    return () => bar.removeEventListener('keydown', onKeyDown);
  }, [ref, toggle]);
}
