import type { PodcastTrack } from '@contract/entities';
import { showToast } from '@/lib/toast-store';
import { bindMediaSession, showMetadata, showPlaybackState, showPosition } from './media-session';
import {
  forgetLastSession,
  forgetPosition,
  loadLastSession,
  loadPosition,
  loadRate,
  saveLastSession,
  savePosition,
  saveRate,
} from './player-storage';
import {
  clearQueue,
  getQueue,
  restoreQueue,
  selectTrack,
  setPodcastPlaying,
  subscribeQueue,
} from './podcast-queue';
import { playerTexts } from './texts';
import { mayChangeTrack } from './track-access';
import { trackSource, trackSourceNow } from './track-source';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
/** How often the resume position is written while playing (and always on pause and pagehide). */
const SAVE_EVERY_MS = 5000;
const POSITION_STATE_EVERY_MS = 1000;
/** This close to the end counts as finished, so playing it again starts from the top. */
const FINISHED_MARGIN_SEC = 3;

export type SleepTimer = { kind: 'minutes'; minutes: number; endsAt: number } | { kind: 'episode' };

export interface PlayerState {
  tracks: readonly PodcastTrack[];
  index: number;
  track: PodcastTrack | null;
  playing: boolean;
  buffering: boolean;
  time: number;
  duration: number;
  muted: boolean;
  rate: number;
  sleep: SleepTimer | null;
  /** Whole seconds until a minutes timer stops playback. */
  sleepLeft: number | null;
}

const EMPTY: PlayerState = {
  tracks: [],
  index: 0,
  track: null,
  playing: false,
  buffering: false,
  time: 0,
  duration: 0,
  muted: false,
  rate: 1,
  sleep: null,
  sleepLeft: null,
};

/**
 * Drives the one <audio> element the host renders at the app root: follows the queue in the
 * podcast bridge, remembers positions and speed, runs the sleep timer and speaks Media Session.
 * A tiny external store for the bar; it lives as long as the host, across every route.
 */
export class PlayerEngine {
  private state: PlayerState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private audio: HTMLAudioElement | null = null;
  private cleanups: Array<() => void> = [];
  private requestId = 0;
  /** Bumped per loaded track, so a late IndexedDB answer never seeks the wrong one. */
  private loadToken = 0;
  /** True until a track's saved position is applied: a save before that would overwrite it. */
  private restoring = false;
  private lastSave = 0;
  private lastPositionState = 0;
  private sleepTimer: number | undefined;
  private album: { podcastId: number; title: string } | null = null;
  /** A play asked for before the track's source was known (see load). */
  private playWhenSourced = false;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getState = () => this.state;

  private update(patch: Partial<PlayerState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  attach(audio: HTMLAudioElement): void {
    if (this.audio) this.detach();
    this.audio = audio;
    audio.volume = 1; // docs/product.md §9: initial podcast volume 1.
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, fn: () => void) => {
      audio.addEventListener(type, fn);
      this.cleanups.push(() => audio.removeEventListener(type, fn));
    };
    on('play', () => {
      this.update({ playing: true });
      showPlaybackState('playing');
      setPodcastPlaying(true);
    });
    on('pause', () => {
      this.update({ playing: false, buffering: false });
      showPlaybackState('paused');
      setPodcastPlaying(false);
      showPosition(audio);
      this.saveNow();
    });
    // The host may have started the sound inside the click, before this engine was loaded:
    // that 'play' event is gone, so take the state from the element as it is.
    if (!audio.paused) {
      this.update({ playing: true });
      showPlaybackState('playing');
      setPodcastPlaying(true);
    }
    on('waiting', () => this.update({ buffering: true }));
    on('playing', () => this.update({ buffering: false }));
    on('canplay', () => this.update({ buffering: false }));
    on('timeupdate', this.onTimeUpdate);
    on('loadedmetadata', this.onTimingChanged);
    on('durationchange', this.onTimingChanged);
    on('seeked', () => {
      this.onTimingChanged();
      this.saveNow();
    });
    on('ratechange', () => {
      this.update({ rate: audio.playbackRate });
      showPosition(audio);
    });
    on('volumechange', () => this.update({ muted: audio.muted }));
    on('ended', this.onEnded);
    on('error', () => {
      if (!this.state.track || !audio.error) return;
      this.update({ playing: false, buffering: false });
      showToast('error', playerTexts.playFailed);
    });

    const saveOnLeave = () => this.saveNow();
    const saveWhenHidden = () => document.visibilityState === 'hidden' && this.saveNow();
    window.addEventListener('pagehide', saveOnLeave);
    document.addEventListener('visibilitychange', saveWhenHidden);
    this.cleanups.push(
      () => window.removeEventListener('pagehide', saveOnLeave),
      () => document.removeEventListener('visibilitychange', saveWhenHidden),
      subscribeQueue(this.onQueue),
      bindMediaSession({
        play: this.play,
        pause: this.pause,
        stop: this.pause,
        previous: this.previous,
        next: this.next,
        seekBy: this.seekBy,
        seekTo: this.seekTo,
      }),
    );
    this.update({ playing: !audio.paused, muted: audio.muted });
    setPodcastPlaying(!audio.paused);

    void loadRate().then((rate) => {
      if (rate && this.audio === audio && (SPEEDS as readonly number[]).includes(rate)) {
        this.applyRate(rate);
      }
    });
    // Adopt what the host started inside the click, or bring back the last session paused.
    this.onQueue();
    if (!getQueue()) {
      void loadLastSession().then((last) => {
        if (last && this.audio === audio) restoreQueue(last.tracks, last.index);
      });
    }
  }

  detach(): void {
    this.saveNow();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.clearSleepTimer();
    this.audio = null;
  }

  // ── Following the queue ───────────────────────────────────────────────

  private readonly onQueue = () => {
    const audio = this.audio;
    const queue = getQueue();
    if (!audio) return;
    if (!queue) {
      if (this.state.track) this.unload(audio);
      return;
    }
    if (queue.requestId === this.requestId) return;
    this.requestId = queue.requestId;
    const track = queue.tracks[queue.index];
    if (!track) return;
    if (track.id !== this.state.track?.id) {
      this.saveNow();
      this.load(audio, track);
      this.update({
        track,
        time: audio.currentTime,
        duration: track.duration_sec,
        buffering: false,
      });
      // Adopting a track the host started: its metadata may have arrived before the engine.
      if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) this.onTimingChanged();
    }
    this.update({ tracks: queue.tracks, index: queue.index });
    void saveLastSession({ tracks: [...queue.tracks], index: queue.index });
    this.showMetadata();
    if (queue.autoplay) this.play();
  };

  private load(audio: HTMLAudioElement, track: PodcastTrack) {
    const token = ++this.loadToken;
    this.restoring = true;
    // The host may already have started this very track inside the click (see the host).
    if (audio.dataset.trackId !== String(track.id)) {
      audio.dataset.trackId = String(track.id);
      const now = trackSourceNow(track);
      if (now !== undefined) audio.src = now;
      else {
        // The downloads are still being read (a cold start): wait for them rather than reach
        // for a network that may not be there; a play asked for meanwhile starts once sourced.
        audio.removeAttribute('src');
        void trackSource(track).then((url) => {
          if (token !== this.loadToken) return;
          audio.src = url;
          if (this.playWhenSourced) this.play();
        });
      }
    }
    void loadPosition(track.id).then((saved) => {
      if (token !== this.loadToken) return;
      if (saved === null) {
        this.restoring = false;
        // A pause or seek while the read was slow was not saved then (see saveNow): save it now.
        if (audio.currentTime >= 1) this.saveNow();
        return;
      }
      const apply = () => {
        if (token !== this.loadToken) return;
        const { duration } = audio;
        if (!Number.isFinite(duration) || saved < duration - FINISHED_MARGIN_SEC) {
          audio.currentTime = saved;
        }
        this.restoring = false;
        this.onTimingChanged();
      };
      if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) apply();
      else audio.addEventListener('loadedmetadata', apply, { once: true });
    });
  }

  private unload(audio: HTMLAudioElement) {
    this.saveNow();
    this.loadToken++;
    this.requestId = 0;
    this.playWhenSourced = false;
    this.clearSleepTimer();
    this.update({ ...EMPTY, rate: this.state.rate, muted: audio.muted });
    audio.pause();
    audio.removeAttribute('src');
    delete audio.dataset.trackId;
    audio.load();
    showMetadata(null, null);
    showPlaybackState('none');
    setPodcastPlaying(false);
    void forgetLastSession();
  }

  /** The show's title arrives from the API after the track; the lock screen shows it as album. */
  setAlbum(podcastId: number, title: string): void {
    this.album = { podcastId, title };
    this.showMetadata();
  }

  private showMetadata() {
    const { track } = this.state;
    const album = track && this.album?.podcastId === track.podcast_id ? this.album.title : null;
    showMetadata(track, album);
  }

  // ── Time and position ─────────────────────────────────────────────────

  private readonly onTimingChanged = () => {
    const audio = this.audio;
    if (!audio) return;
    const { duration } = audio;
    this.update({
      time: audio.currentTime,
      duration:
        Number.isFinite(duration) && duration > 0
          ? duration
          : (this.state.track?.duration_sec ?? 0),
    });
    showPosition(audio);
  };

  private readonly onTimeUpdate = () => {
    const audio = this.audio;
    if (!audio) return;
    this.update({ time: audio.currentTime });
    const now = Date.now();
    if (now - this.lastPositionState >= POSITION_STATE_EVERY_MS) {
      this.lastPositionState = now;
      showPosition(audio);
    }
    if (!audio.paused && now - this.lastSave >= SAVE_EVERY_MS) this.saveNow();
  };

  private saveNow() {
    const { track } = this.state;
    const audio = this.audio;
    if (!track || !audio || this.restoring || audio.dataset.trackId !== String(track.id)) return;
    this.lastSave = Date.now();
    const { currentTime, duration } = audio;
    const finished = Number.isFinite(duration) && currentTime >= duration - FINISHED_MARGIN_SEC;
    if (finished || currentTime < 1) void forgetPosition(track.id);
    else void savePosition(track.id, currentTime);
  }

  private readonly onEnded = () => {
    const { track, index, tracks, sleep } = this.state;
    if (!track) return;
    void forgetPosition(track.id);
    if (sleep?.kind === 'episode') {
      this.cancelSleep();
      showToast('info', playerTexts.sleepDone);
      return;
    }
    // docs/product.md §4: the next track plays if there is one (and the user may), else it stops.
    if (index + 1 < tracks.length && mayChangeTrack('next', false)) selectTrack(index + 1, true);
  };

  // ── Controls (bar, keyboard, lock screen) ─────────────────────────────

  readonly play = () => {
    const audio = this.audio;
    if (!audio || !this.state.track) return;
    this.playWhenSourced = !audio.getAttribute('src');
    if (this.playWhenSourced) return;
    audio.play()?.catch((error: unknown) => {
      const name = error instanceof DOMException ? error.name : '';
      // AbortError: a newer track replaced this one; NotAllowedError: the browser wants a tap.
      if (name === 'AbortError' || name === 'NotAllowedError') return;
      showToast('error', playerTexts.playFailed);
    });
  };

  readonly pause = () => {
    this.audio?.pause();
  };

  readonly toggle = () => {
    if (this.audio?.paused) this.play();
    else this.pause();
  };

  readonly seekTo = (seconds: number, fast = false) => {
    const audio = this.audio;
    if (!audio || !this.state.track) return;
    const { duration } = audio;
    const end = Number.isFinite(duration) ? duration : this.state.duration;
    const target = Math.min(Math.max(0, seconds), Math.max(0, end));
    if (fast && typeof audio.fastSeek === 'function') audio.fastSeek(target);
    else audio.currentTime = target;
    this.update({ time: target });
  };

  readonly seekBy = (seconds: number) => {
    if (this.audio) this.seekTo(this.audio.currentTime + seconds);
  };

  readonly next = () => {
    const { track, index, tracks } = this.state;
    if (!track || index + 1 >= tracks.length) return;
    if (mayChangeTrack('next')) selectTrack(index + 1, true);
  };

  readonly previous = () => {
    const { track, index } = this.state;
    if (!track || index === 0) return;
    if (mayChangeTrack('previous')) selectTrack(index - 1, true);
  };

  /** A pick from the queue list: the same as choosing the track on the show's page. */
  readonly jumpTo = (index: number) => {
    if (index === this.state.index) this.play();
    else selectTrack(index, true);
  };

  readonly close = () => {
    this.saveNow();
    clearQueue();
  };

  readonly toggleMute = () => {
    if (this.audio) this.audio.muted = !this.audio.muted;
  };

  readonly setRate = (rate: number) => {
    this.applyRate(rate);
    void saveRate(rate);
  };

  private applyRate(rate: number) {
    const audio = this.audio;
    if (!audio) return;
    // A new src resets playbackRate to defaultPlaybackRate, so both carry the choice.
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
    this.update({ rate });
  }

  // ── Sleep timer ───────────────────────────────────────────────────────

  readonly setSleep = (choice: number | 'episode') => {
    this.clearSleepTimer();
    if (choice === 'episode') {
      this.update({ sleep: { kind: 'episode' }, sleepLeft: null });
      return;
    }
    const endsAt = Date.now() + choice * 60_000;
    this.sleepTimer = window.setInterval(this.tickSleep, 1000);
    this.update({ sleep: { kind: 'minutes', minutes: choice, endsAt }, sleepLeft: choice * 60 });
  };

  readonly cancelSleep = () => {
    this.clearSleepTimer();
    this.update({ sleep: null, sleepLeft: null });
  };

  private readonly tickSleep = () => {
    const { sleep } = this.state;
    if (sleep?.kind !== 'minutes') return;
    const left = Math.ceil((sleep.endsAt - Date.now()) / 1000);
    if (left > 0) {
      this.update({ sleepLeft: left });
      return;
    }
    this.cancelSleep();
    this.pause();
    showToast('info', playerTexts.sleepDone);
  };

  private clearSleepTimer() {
    if (this.sleepTimer !== undefined) window.clearInterval(this.sleepTimer);
    this.sleepTimer = undefined;
  }
}
