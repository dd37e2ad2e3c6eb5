import {
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from 'react-aria-components';
import { formatClock } from '@/lib/format-clock';
import type { Segment } from '@contract/entities';
import type { LoadOptions } from '../engine/dash-engine';
import { LIVE_EDGE_SLACK_S, type LiveEvent } from '../engine/live-machine';
import { formatTime, levelOfHeight, SUBTITLES_OFF } from '../engine/track-choice';
import { useIdle } from '../hooks/use-idle';
import { useMediaSession } from '../hooks/use-media-session';
import { usePlayer } from '../hooks/use-player';
import { usePlayerShortcuts } from '../hooks/use-player-shortcuts';
import { useScreenModes } from '../hooks/use-screen-modes';
import { useSubtitleUrl } from '../hooks/use-subtitle-url';
import { savePlayerPref } from '../prefs/preferences';
import type { PlaybackChoice, PlayerSources } from '../prefs/prepare-playback';
import { languageName, playerTexts as t } from '../texts';
import {
  CAPTION_PREF,
  DEFAULT_CAPTION_STYLE,
  isCaptionChoice,
  type CaptionPart,
  type CaptionStyle,
} from '../prefs/caption-style';
import { Captions } from './captions';
import {
  FullscreenGlyph,
  KeyboardGlyph,
  NextGlyph,
  PauseGlyph,
  PipGlyph,
  PlayGlyph,
  ReplayGlyph,
  SkipGlyph,
} from './player-icons';
import { SeekBar } from './seek-bar';
import { SettingsMenu } from './settings-menu';
import { ShortcutHelp } from './shortcut-help';
import { SkipSegment } from './skip-segment';
import { VolumeControl } from './volume-control';
import styles from './player.module.css';

/** What a page can do to the player (the resume prompt, the next-episode countdown). */
export interface PlayerHandle {
  play: () => void;
  pause: () => void;
  seek: (time: number) => void;
}

export interface PlayerProgress {
  currentTime: number;
  duration: number;
  paused: boolean;
}

export interface VideoPlayerProps {
  sources: PlayerSources;
  /** From preparePlayback(); the page resolves it before mounting the player. */
  choice: PlaybackChoice;
  title: string;
  subtitle?: string | undefined;
  poster?: string | null | undefined;
  startAt?: number;
  autoPlay: boolean;
  live?: boolean;
  next?: { onNext: () => void } | null;
  /** The episode's recap, intro and credits: the first two get a skip button. */
  segments?: readonly Segment[];
  /** Layered over the picture: the resume prompt, the next-episode countdown. */
  overlay?: ReactNode;
  onProgress?: (progress: PlayerProgress) => void;
  onEnded?: () => void;
  /**
   * The manifest or a segment was refused (a paid title's signed URL expires): the page fetches
   * fresh sources and remounts playback at `at` seconds. Without it the error panel shows.
   */
  onSourceRefused?: (at: number) => void;
  /** Live: what the live machine hears from the player, and whether errors are its to show. */
  liveHooks?: LiveHooks;
  ref?: Ref<PlayerHandle>;
}

/** The live machine's events that come from the player (engine/live-machine.ts). */
export type LiveSignal = Extract<
  LiveEvent,
  { type: 'ready' | 'playing' | 'ended' | 'error' | 'stall' | 'seek' }
>;

export interface LiveHooks {
  /** The feed is down (the slate shows): dash.js's complaints are not the viewer's problem. */
  hideErrors: boolean;
  onSignal: (signal: LiveSignal) => void;
}

const DOUBLE_TAP_MS = 300;

/**
 * The video player: one dash.js MediaPlayer per mount (the page keys it on the episode id),
 * react-aria controls, YouTube keyboard shortcuts, Media Session, preferences in IndexedDB.
 */
export function VideoPlayer({ ref, ...props }: VideoPlayerProps) {
  const { sources, choice, live = false, next = null } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [reload, setReload] = useState(0);
  const [subtitle, setSubtitle] = useState<string | null>(choice.subtitle);
  const [captionStyle, setCaptionStyle] = useState<CaptionStyle>(() => ({
    size: choice.prefs.captionSize ?? DEFAULT_CAPTION_STYLE.size,
    colour: choice.prefs.captionColour ?? DEFAULT_CAPTION_STYLE.colour,
    background: choice.prefs.captionBackground ?? DEFAULT_CAPTION_STYLE.background,
  }));
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrubbing, setScrubbing] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);

  const options = useMemo<LoadOptions>(
    () => ({
      renditions: choice.renditions,
      url: choice.url,
      startTime: props.startAt ?? 0,
      autoPlay: props.autoPlay,
      quality: choice.quality,
      audioLang: choice.audioLang,
      volume: choice.prefs.volume ?? 1,
      muted: false,
      playbackRate: live ? 1 : (choice.prefs.speed ?? 1),
    }),
    // Options are read once per load; later changes go through the actions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [choice, reload],
  );
  const { state, actions } = usePlayer(videoRef, options, `${choice.url}#${reload}`);
  const screen = useScreenModes(containerRef, videoRef);
  const playing = !state.paused && !state.ended;
  // Live with a DVR window: the bar counts back from the live edge (0) to its start.
  const dvr = live && state.dvrEnd > state.dvrStart ? state : null;
  const behind = dvr ? Math.max(0, dvr.dvrEnd - state.currentTime) : 0;
  const canSeek = !live || dvr !== null;
  const errorShown = state.error && !props.liveHooks?.hideErrors;
  // What the viewer sees decides: a press on "play" always plays, even if the element has
  // already been told to start (autoplay) and has not said so yet.
  const toggle = () => (playing ? actions.pause() : actions.play());
  const { idle, wake, hide } = useIdle(playing, menuOpen || scrubbing || helpOpen);
  const portal = screen.fullscreen && container ? container : undefined;

  const sub = sources.subs.find((s) => s.code === subtitle) ?? null;
  const subtitleUrl = useSubtitleUrl(sub);

  useImperativeHandle(
    ref,
    () => ({ play: actions.play, pause: actions.pause, seek: actions.seek }),
    [actions],
  );

  // The page's callbacks change every render; the effects below fire on player changes only.
  const callbacks = useRef({
    onProgress: props.onProgress,
    onEnded: props.onEnded,
    onSourceRefused: props.onSourceRefused,
    onLive: props.liveHooks?.onSignal,
  });
  useEffect(() => {
    callbacks.current = {
      onProgress: props.onProgress,
      onEnded: props.onEnded,
      onSourceRefused: props.onSourceRefused,
      onLive: props.liveHooks?.onSignal,
    };
  });
  // The live machine's ears (use-live-channel.ts decides what they mean).
  useEffect(() => {
    if (state.ready) callbacks.current.onLive?.({ type: 'ready' });
  }, [state.ready]);
  useEffect(() => {
    if (playing && !state.waiting) callbacks.current.onLive?.({ type: 'playing' });
    else if (playing && state.started) callbacks.current.onLive?.({ type: 'stall' });
  }, [playing, state.waiting, state.started]);
  useEffect(() => {
    if (state.error) callbacks.current.onLive?.({ type: 'error' });
  }, [state.error]);
  useEffect(() => {
    if (state.ended) callbacks.current.onLive?.({ type: 'ended' });
  }, [state.ended]);
  const behindSeconds = Math.round(behind);
  const hasDvr = dvr !== null;
  useEffect(() => {
    if (hasDvr) callbacks.current.onLive?.({ type: 'seek', behind: behindSeconds });
  }, [hasDvr, behindSeconds]);
  useEffect(() => {
    callbacks.current.onProgress?.({
      currentTime: state.currentTime,
      duration: state.duration,
      paused: state.paused,
    });
  }, [state.currentTime, state.duration, state.paused]);
  useEffect(() => {
    if (state.ended) callbacks.current.onEnded?.();
  }, [state.ended]);
  useEffect(() => {
    if (state.error?.download)
      callbacks.current.onSourceRefused?.(videoRef.current?.currentTime ?? 0);
  }, [state.error]);

  // Volume is saved once the slider rests, not on every step of a drag.
  const volumeTimer = useRef<number | undefined>(undefined);
  const setVolume = (volume: number) => {
    actions.setVolume(volume);
    window.clearTimeout(volumeTimer.current);
    volumeTimer.current = window.setTimeout(() => void savePlayerPref('volume', volume), 400);
  };
  const toggleMute = () => {
    if (state.muted || state.volume === 0) {
      if (state.volume === 0) actions.setVolume(0.5);
      actions.setMuted(false);
    } else actions.setMuted(true);
  };

  usePlayerShortcuts({
    toggle,
    seekBy: canSeek ? actions.seekBy : () => undefined,
    volumeBy: (delta) => setVolume(Math.max(0, Math.min(1, state.volume + delta))),
    toggleMute,
    toggleFullscreen: screen.toggleFullscreen,
    next: next?.onNext ?? null,
    help: () => setHelpOpen(true),
    activity: wake,
  });

  useMediaSession(
    { title: props.title, artist: props.subtitle, artwork: props.poster },
    {
      play: actions.play,
      pause: actions.pause,
      seekBy: actions.seekBy,
      seek: actions.seek,
      next: next?.onNext ?? null,
    },
    {
      duration: live ? 0 : state.duration,
      currentTime: state.currentTime,
      rate: state.rate,
      paused: state.paused,
    },
  );

  // Touch: a tap shows or hides the controls, a double tap on either side skips 10 s.
  // Mouse: a click plays or pauses.
  const lastTap = useRef(0);
  const onSurfaceUp = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') {
      if (event.button === 0) toggle();
      wake();
      return;
    }
    const now = event.timeStamp;
    if (canSeek && now - lastTap.current < DOUBLE_TAP_MS) {
      const rect = event.currentTarget.getBoundingClientRect();
      actions.seekBy(event.clientX - rect.left < rect.width / 2 ? -10 : 10);
      lastTap.current = 0;
      wake();
      return;
    }
    lastTap.current = now;
    if (idle) wake();
    else hide();
  };

  const chooseSubtitle = (code: string | null) => {
    setSubtitle(code);
    void savePlayerPref('sub', code ?? SUBTITLES_OFF);
  };
  const chooseQuality = (quality: 'auto' | number) => {
    actions.setQuality(quality);
    void savePlayerPref('quality', quality === 'auto' ? 'auto' : levelOfHeight(quality));
  };
  const chooseAudio = (lang: string) => {
    actions.setAudio(lang);
    void savePlayerPref('sound', lang);
  };
  const chooseRate = (rate: number) => {
    actions.setRate(rate);
    void savePlayerPref('speed', rate);
  };
  const chooseCaptionStyle = (part: CaptionPart, id: string) => {
    if (!isCaptionChoice(part, id)) return;
    setCaptionStyle((old) => ({ ...old, [part]: id }));
    void savePlayerPref(CAPTION_PREF[part], id);
  };

  const audioTracks =
    state.audioTracks.length > 0 ? state.audioTracks : [...new Set(sources.dubs.map((d) => d.key))];
  const showBigPlay =
    state.paused && !props.overlay && !errorShown && (state.ready || state.started);
  const showSpinner =
    state.waiting && !errorShown && (state.started || !state.paused || !state.ready);

  return (
    <div
      ref={(node) => {
        containerRef.current = node;
        setContainer(node);
      }}
      className={styles.player}
      data-idle={idle || undefined}
      data-started={state.started || undefined}
      data-live={live || undefined}
      role="region"
      aria-label={t.region}
      onPointerMove={(e) => {
        if (e.pointerType === 'mouse') wake();
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') hide();
      }}
      onFocus={wake}
    >
      {/* Subtitles come as <track> below once chosen; titles without any have none to give. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
        className={styles.video}
        poster={props.poster ?? undefined}
        playsInline
        preload="auto"
        aria-label={props.title}
        data-quality={state.quality.height ?? undefined}
        data-audio={state.audio ?? undefined}
        data-subtitle={subtitle ?? undefined}
      >
        {sub && subtitleUrl ? (
          <track
            key={subtitleUrl}
            kind="subtitles"
            srcLang={sub.code}
            label={languageName(sub.code)}
            src={subtitleUrl}
          />
        ) : null}
      </video>
      <div className={styles.surface} onPointerUp={onSurfaceUp} aria-hidden="true" />
      <Captions videoRef={videoRef} trackUrl={subtitleUrl} raised={!idle} look={captionStyle} />

      {showSpinner ? (
        <div className={styles.spinner} role="status">
          <span className={styles.spinnerRing} aria-hidden="true" />
          <span className="visually-hidden">{t.buffering}</span>
        </div>
      ) : null}

      {showBigPlay ? (
        <Button
          className={styles.bigPlay}
          aria-label={state.ended ? t.replay : t.play}
          onPress={() => {
            if (state.ended) actions.seek(0);
            actions.play();
          }}
        >
          {state.ended ? (
            <ReplayGlyph width={40} height={40} />
          ) : (
            <PlayGlyph width={40} height={40} />
          )}
        </Button>
      ) : null}

      {state.error && errorShown ? (
        <div className={styles.error} role="alert" data-error={state.error.message}>
          <p>{t.error}</p>
          <Button className={styles.errorRetry} onPress={() => setReload((n) => n + 1)}>
            {t.retry}
          </Button>
        </div>
      ) : null}

      {props.overlay ? <div className={styles.overlay}>{props.overlay}</div> : null}

      {live || props.overlay ? null : (
        <SkipSegment
          segments={props.segments ?? []}
          currentTime={state.currentTime}
          controlsShown={!idle}
          onSkip={(to) => {
            actions.seek(to);
            // The button goes with the part it skipped: keep the keyboard inside the player.
            playButton.current?.focus();
          }}
        />
      )}

      <div className={styles.top} aria-hidden={idle || undefined}>
        <p className={styles.title}>{props.title}</p>
        {props.subtitle ? <p className={styles.subtitle}>{props.subtitle}</p> : null}
      </div>

      <div className={styles.chrome} data-hidden={idle || undefined}>
        {dvr ? (
          <SeekBar
            min={dvr.dvrStart - dvr.dvrEnd}
            duration={0}
            currentTime={-behind}
            bufferedEnd={state.bufferedEnd - dvr.dvrEnd}
            label={(at) => t.behindLive(formatClock(-at))}
            onSeek={(at) => actions.seek(dvr.dvrEnd + at)}
            onScrubbing={setScrubbing}
          />
        ) : live ? null : (
          <SeekBar
            currentTime={state.currentTime}
            duration={state.duration}
            bufferedEnd={state.bufferedEnd}
            onSeek={actions.seek}
            onScrubbing={setScrubbing}
            thumbnailAt={actions.thumbnail}
          />
        )}
        <div className={styles.bar}>
          <Button
            ref={playButton}
            className={styles.control}
            aria-label={playing ? t.pause : t.play}
            onPress={toggle}
          >
            {playing ? <PauseGlyph /> : <PlayGlyph />}
          </Button>
          {canSeek ? (
            <>
              <Button
                className={styles.control}
                data-wide-only=""
                aria-label={t.back10}
                onPress={() => actions.seekBy(-10)}
              >
                <SkipGlyph back />
              </Button>
              <Button
                className={styles.control}
                data-wide-only=""
                aria-label={t.forward10}
                onPress={() => actions.seekBy(10)}
              >
                <SkipGlyph back={false} />
              </Button>
            </>
          ) : null}
          <VolumeControl
            volume={state.volume}
            muted={state.muted}
            onVolume={setVolume}
            onToggleMute={toggleMute}
          />
          {live ? (
            <>
              {behind > LIVE_EDGE_SLACK_S ? (
                <span className={styles.time} data-behind-live="">
                  {t.behindLive(formatClock(behind))}
                </span>
              ) : null}
              <Button
                className={styles.liveBadge}
                aria-label={t.goLive}
                data-behind={behind > LIVE_EDGE_SLACK_S || undefined}
                onPress={actions.goLive}
              >
                <span className={styles.liveDot} aria-hidden="true" />
                {t.live}
              </Button>
            </>
          ) : (
            <span className={styles.time}>
              {t.timeOf(formatTime(state.currentTime), formatTime(state.duration))}
            </span>
          )}
          <span className={styles.spacer} />
          {next ? (
            <Button className={styles.control} aria-label={t.next} onPress={next.onNext}>
              <NextGlyph />
            </Button>
          ) : null}
          <SettingsMenu
            qualities={state.qualities}
            quality={state.quality}
            onQuality={chooseQuality}
            audioTracks={audioTracks}
            audio={state.audio}
            onAudio={chooseAudio}
            subtitles={sources.subs.map((s) => s.code)}
            subtitle={subtitle}
            onSubtitle={chooseSubtitle}
            rate={state.rate}
            onRate={chooseRate}
            captionStyle={captionStyle}
            onCaptionStyle={chooseCaptionStyle}
            portal={portal}
            onOpenChange={setMenuOpen}
          />
          {screen.pipSupported ? (
            <Button
              className={styles.control}
              data-wide-only=""
              aria-label={screen.pip ? t.exitPip : t.pip}
              onPress={screen.togglePip}
            >
              <PipGlyph />
            </Button>
          ) : null}
          <Button
            className={styles.control}
            data-wide-only=""
            aria-label={t.shortcuts}
            onPress={() => setHelpOpen(true)}
          >
            <KeyboardGlyph />
          </Button>
          <Button
            className={styles.control}
            aria-label={screen.fullscreen ? t.exitFullscreen : t.fullscreen}
            onPress={screen.toggleFullscreen}
          >
            <FullscreenGlyph exit={screen.fullscreen} />
          </Button>
        </div>
      </div>
      <ShortcutHelp isOpen={helpOpen} onOpenChange={setHelpOpen} portal={portal} />
    </div>
  );
}
