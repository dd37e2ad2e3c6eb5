import type { PodcastDetail, PodcastTrack } from '@contract/entities';

/**
 * jsdom has <audio> without playback: this gives HTMLMediaElement the state machine the player
 * relies on (paused, currentTime, duration, rate, muted and their events), and a stand-in for
 * navigator.mediaSession that records what the page told the lock screen.
 */
export const DURATION = 20;

interface Model {
  paused: boolean;
  time: number;
  muted: boolean;
  volume: number;
  rate: number;
  defaultRate: number;
}

const models = new WeakMap<HTMLMediaElement, Model>();
function model(el: HTMLMediaElement): Model {
  let m = models.get(el);
  if (!m) {
    m = { paused: true, time: 0, muted: false, volume: 1, rate: 1, defaultRate: 1 };
    models.set(el, m);
  }
  return m;
}
const fire = (el: HTMLMediaElement, type: string) => el.dispatchEvent(new Event(type));

export function installFakeMedia(): void {
  const proto = HTMLMediaElement.prototype;
  Object.defineProperties(proto, {
    paused: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return model(this).paused;
      },
    },
    duration: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return this.getAttribute('src') ? DURATION : NaN;
      },
    },
    readyState: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return this.getAttribute('src') ? 4 : 0;
      },
    },
    ended: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return model(this).time >= DURATION;
      },
    },
    src: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return this.getAttribute('src') ?? '';
      },
      set(this: HTMLMediaElement, value: string) {
        this.setAttribute('src', value);
        const m = model(this);
        // The load algorithm: back to the start, paused (no pause event), rate reset.
        m.time = 0;
        m.paused = true;
        m.rate = m.defaultRate;
        queueMicrotask(() => {
          fire(this, 'loadedmetadata');
          fire(this, 'durationchange');
        });
      },
    },
    currentTime: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return model(this).time;
      },
      set(this: HTMLMediaElement, value: number) {
        model(this).time = value;
        fire(this, 'timeupdate');
        fire(this, 'seeked');
      },
    },
    muted: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return model(this).muted;
      },
      set(this: HTMLMediaElement, value: boolean) {
        model(this).muted = value;
        fire(this, 'volumechange');
      },
    },
    volume: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return model(this).volume;
      },
      set(this: HTMLMediaElement, value: number) {
        model(this).volume = value;
      },
    },
    playbackRate: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return model(this).rate;
      },
      set(this: HTMLMediaElement, value: number) {
        model(this).rate = value;
        fire(this, 'ratechange');
      },
    },
    defaultPlaybackRate: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return model(this).defaultRate;
      },
      set(this: HTMLMediaElement, value: number) {
        model(this).defaultRate = value;
      },
    },
  });
  proto.play = function (this: HTMLMediaElement) {
    const m = model(this);
    if (m.paused) {
      if (m.time >= DURATION) m.time = 0;
      m.paused = false;
      fire(this, 'play');
      fire(this, 'playing');
    }
    return Promise.resolve();
  };
  proto.pause = function (this: HTMLMediaElement) {
    const m = model(this);
    if (!m.paused) {
      m.paused = true;
      fire(this, 'pause');
    }
  };
  proto.load = function (this: HTMLMediaElement) {
    const m = model(this);
    m.time = 0;
    m.paused = true;
  };
}

/** Plays on to the end: as a browser does, pause then ended. */
export function endTrack(audio: HTMLMediaElement): void {
  const m = model(audio);
  m.time = DURATION;
  m.paused = true;
  fire(audio, 'timeupdate');
  fire(audio, 'pause');
  fire(audio, 'ended');
}

/** Moves the playhead as playback would (a timeupdate, no seek). */
export function playTo(audio: HTMLMediaElement, seconds: number): void {
  model(audio).time = seconds;
  fire(audio, 'timeupdate');
}

type Handler = (details: MediaSessionActionDetails) => void;

export interface FakeMediaSession {
  metadata: { title: string; artist: string; album: string; artwork: MediaImage[] } | null;
  playbackState: MediaSessionPlaybackState;
  handlers: Map<string, Handler>;
  positions: MediaPositionState[];
  setActionHandler(action: string, handler: Handler | null): void;
  setPositionState(state?: MediaPositionState): void;
}

export function installFakeMediaSession(): FakeMediaSession {
  const session: FakeMediaSession = {
    metadata: null,
    playbackState: 'none',
    handlers: new Map(),
    positions: [],
    setActionHandler(action, handler) {
      if (handler) this.handlers.set(action, handler);
      else this.handlers.delete(action);
    },
    setPositionState(state) {
      if (state) this.positions.push(state);
    },
  };
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  (globalThis as { MediaMetadata?: unknown }).MediaMetadata = class {
    title: string;
    artist: string;
    album: string;
    artwork: MediaImage[];
    constructor(init: MediaMetadataInit) {
      this.title = init.title ?? '';
      this.artist = init.artist ?? '';
      this.album = init.album ?? '';
      this.artwork = [...(init.artwork ?? [])];
    }
  };
  return session;
}

export const PODCAST_ID = 5;

export const track = (n: number): PodcastTrack => ({
  id: 100 + n,
  podcast_id: PODCAST_ID,
  number: n,
  audio: `/media/podcast/ep${n}.m4a`,
  image: '/art/cover-5.svg',
  title: `#${n} Хуримтлалын дүрэм`,
  creator: 'Б. Энхжаргал',
  duration_sec: DURATION,
  published_at: '2024-03-01T00:00:00.000Z',
});

export const tracks = [track(1), track(2), track(3)];

export const podcast: PodcastDetail = {
  id: PODCAST_ID,
  title: 'Мөнгө ба мэдлэг',
  creator: 'Б. Энхжаргал',
  description: null,
  image: '/art/cover-5.svg',
  track_count: tracks.length,
  created_at: '2024-01-01T00:00:00.000Z',
  tracks,
};
