import type * as Dash from 'dashjs';
import type { MediaInfo, MediaPlayerClass, Representation } from 'dashjs';
import {
  ELEMENT_EVENTS,
  PlayerEvent,
  type EngineProps,
  type PayloadOf,
  type QualityOption,
} from './player-events';
import { withApiAuthorization } from './api-authorization';
import { rememberThroughput, startEstimateKbps, startVideoKbps } from './link-estimate';
import { isNoAnswer, linkReturned } from './link-return';
import { LIVE_EDGE_SLACK_S } from './live-machine';
import type { SeekThumbnail } from './thumbnail-tile';

/**
 * dash.js behind load / unload / setProp / subscribe (the Stremio `useVideo` shape). dash.js is
 * imported here and only here, lazily, so it never reaches the entry or any other route.
 */

type DashModule = typeof Dash;
let dashModule: Promise<DashModule> | undefined;

/** The same promise for every caller; a failed chunk load is retried next time. */
export function loadDash(): Promise<DashModule> {
  dashModule ??= import('dashjs').catch((error: unknown) => {
    dashModule = undefined;
    throw error;
  });
  return dashModule;
}

export interface Rendition {
  height: number;
  url: string;
}

export interface LoadOptions {
  /** The renditions the title offers (vid1-3); they may all be the same multi-rendition manifest. */
  renditions: Rendition[];
  /** The manifest to open first. */
  url: string;
  startTime: number;
  autoPlay: boolean;
  /**
   * The saved quality: 'auto', or a height that adaptive playback stays at or below (a ceiling,
   * not where it starts: the start is what the link can sustain).
   */
  quality: 'auto' | number;
  audioLang: string | null;
  volume: number;
  muted: boolean;
  playbackRate: number;
}

type Listener<E extends PlayerEvent> = (payload: PayloadOf<E>) => void;

const stripHash = (url: string) => url.split('#')[0] ?? url;

/** dash.js's codes for a manifest, init or media segment that would not download (403 among them). */
const DOWNLOAD_ERRORS = new Set([
  10, // MANIFEST_LOADER_PARSING_FAILURE_ERROR_CODE: the 403 text instead of XML
  11, // MANIFEST_LOADER_LOADING_FAILURE_ERROR_CODE
  25, // DOWNLOAD_ERROR_ID_MANIFEST_CODE
  27, // DOWNLOAD_ERROR_ID_CONTENT_CODE
  28, // DOWNLOAD_ERROR_ID_INITIALIZATION_CODE
]);

/** The rendition for a target height: the highest not above it, else the lowest. */
export function pickRendition<T extends { height: number }>(list: T[], target: number): T | null {
  const sorted = [...list].sort((a, b) => a.height - b.height);
  return sorted.filter((r) => r.height <= target).at(-1) ?? sorted[0] ?? null;
}

interface ParsedRepresentation {
  height?: unknown;
  bandwidth?: unknown;
  mimeType?: unknown;
}

interface ParsedAdaptationSet {
  contentType?: unknown;
  mimeType?: unknown;
  Representation?: unknown;
}

function representationsOf(manifest: unknown): [ParsedAdaptationSet, ParsedRepresentation][] {
  const periods = (manifest as { Period?: unknown } | null)?.Period;
  const out: [ParsedAdaptationSet, ParsedRepresentation][] = [];
  for (const period of Array.isArray(periods) ? periods : []) {
    const sets = (period as { AdaptationSet?: unknown }).AdaptationSet;
    for (const set of (Array.isArray(sets) ? sets : []) as ParsedAdaptationSet[]) {
      const reps = set.Representation;
      for (const rep of (Array.isArray(reps) ? reps : []) as ParsedRepresentation[]) {
        out.push([set, rep]);
      }
    }
  }
  return out;
}

/** Heights and bandwidths of the video representations in dash.js's parsed manifest object. */
export function videoRenditionsOf(manifest: unknown): { height: number; bandwidth: number }[] {
  return representationsOf(manifest).flatMap(([, rep]) => {
    const height = Number(rep.height);
    const bandwidth = Number(rep.bandwidth);
    return height > 0 && bandwidth > 0 ? [{ height, bandwidth }] : [];
  });
}

/** The largest audio bandwidth in the manifest (one audio track plays at a time), 0 without. */
export function audioBandwidthOf(manifest: unknown): number {
  const audio = representationsOf(manifest).filter(
    ([set, rep]) =>
      set.contentType === 'audio' || String(rep.mimeType ?? set.mimeType).startsWith('audio/'),
  );
  return Math.max(0, ...audio.map(([, rep]) => Number(rep.bandwidth) || 0));
}

/**
 * Live timing (decision 074; the LiveCatchupSettings jsdoc of dash.js 5.2.1). Ignored for static
 * manifests. Two 2 s segments behind the edge; catch-up on for a stream that is not low-latency
 * ("enable the catchup mode for non low-latency streams"), within ±10 % of the speed so it is
 * not heard; a viewer who rewound further than LIVE_EDGE_SLACK_S is never sped up
 * (liveThreshold) nor thrown back to the edge (maxDrift -1): the DVR rewind is theirs.
 */
const LIVE_SETTINGS = {
  delay: { liveDelay: 4 },
  liveCatchup: {
    enabled: true,
    playbackRate: { min: -0.1, max: 0.1 },
    liveThreshold: LIVE_EDGE_SLACK_S,
    maxDrift: -1,
  },
} as const;

/** The rewindable part of a live stream, in the media element's time. */
export interface DvrRange {
  start: number;
  end: number;
}

export class DashEngine {
  private player: MediaPlayerClass | null = null;
  private disposed = false;
  private url = '';
  private options: LoadOptions | null = null;
  private qualities: QualityOption[] = [];
  /** 'auto', or a height the viewer picked in the menu (held there). */
  private quality: 'auto' | number = 'auto';
  /** The saved quality's height: adaptive playback stays at or below it. */
  private ceiling: number | null = null;
  /** Play was pressed before dash.js was ready: start as soon as it is. */
  private playRequested = false;
  /** Set while the link is down: waiting to open the title again where it was. */
  private reconnect: AbortController | null = null;
  /** Where to open the title again; kept until it plays, in case the link drops again meanwhile. */
  private resumeAt: number | null = null;
  /** A dynamic (live) manifest, once read. */
  private live = false;
  /**
   * A seek asked for before the element had any media (a press on "Эхнээс нь" while the player's
   * code or the manifest was still on its way): where the title opens instead of the start it was
   * loaded with. The element drops a seek it gets then, and dash.js would open at the old start.
   */
  private openAt: number | null = null;
  private readonly listeners = new Map<PlayerEvent, Set<(payload: unknown) => void>>();
  private readonly forward = (event: Event) => {
    if (event.type === PlayerEvent.CanPlay && this.playRequested && this.video.paused) {
      this.startPlayback();
    }
    if (event.type === PlayerEvent.Playing) {
      this.playRequested = false;
      this.resumeAt = null;
    }
    this.emit(event.type as PlayerEvent, undefined);
  };

  constructor(private readonly video: HTMLVideoElement) {
    for (const name of ELEMENT_EVENTS) video.addEventListener(name, this.forward);
  }

  private startPlayback() {
    void this.video.play().catch(() => {
      // Refused (autoplay policy) once media is there: show the paused state. Before that,
      // canplay will try again.
      if (this.video.readyState >= 2) {
        this.playRequested = false;
        this.emit(PlayerEvent.Pause, undefined);
      }
    });
  }

  subscribe<E extends PlayerEvent>(event: E, listener: Listener<E>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as (payload: unknown) => void);
    this.listeners.set(event, set);
    return () => set.delete(listener as (payload: unknown) => void);
  }

  private emit<E extends PlayerEvent>(event: E, payload: PayloadOf<E>) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  async load(options: LoadOptions): Promise<void> {
    this.options = options;
    this.openAt = null;
    this.ceiling = options.quality === 'auto' ? null : options.quality;
    const dashjs = await loadDash();
    // StrictMode (or a quick episode change) may have unloaded us while the chunk was loading.
    if (this.disposed) return;
    const player = dashjs.MediaPlayer().create();
    this.player = player;
    player.updateSettings({
      debug: { logLevel: 1 },
      streaming: {
        // Preferences live in IndexedDB; dash.js must not keep a second copy in localStorage.
        lastBitrateCachingInfo: { enabled: false },
        lastMediaSettingsCachingInfo: { enabled: false },
        saveLastMediaSettingsForCurrentStreamingSession: false,
        abr: { autoSwitchBitrate: { video: true, audio: true } },
        buffer: { fastSwitchEnabled: true },
        ...LIVE_SETTINGS,
      },
    });
    // A live channel's manifest is an API answer that needs the viewer's token.
    player.addRequestInterceptor((request) => withApiAuthorization(request));
    const events = dashjs.MediaPlayer.events;
    // The manifest is read before any segment is asked for: set the ceiling and the start.
    player.on(events.MANIFEST_LOADED, (e: { data?: unknown }) => this.onManifest(e.data));
    player.on(events.STREAM_INITIALIZED, () => this.onStreamInitialized());
    player.on(events.THROUGHPUT_MEASUREMENT_STORED, (e: { mediaType?: string }) => {
      if (e.mediaType === 'video') rememberThroughput(player.getAverageThroughput('video'));
    });
    player.on(
      events.QUALITY_CHANGE_RENDERED,
      (e: { mediaType: string; newRepresentation?: Representation }) => {
        if (e.mediaType !== 'video') return;
        this.emitQuality(e.newRepresentation?.height ?? null);
      },
    );
    player.on(
      events.TRACK_CHANGE_RENDERED,
      (e: { mediaType: string; newMediaInfo?: MediaInfo }) => {
        if (e.mediaType === 'audio')
          this.emit(PlayerEvent.AudioChange, { lang: e.newMediaInfo?.lang ?? null });
      },
    );
    player.on(
      events.ERROR,
      (e: { error?: { message?: string; code?: number; data?: unknown } }) => {
        const code = e.error?.code;
        const download = code !== undefined && DOWNLOAD_ERRORS.has(code);
        // Nothing answered: the link dropped. Wait for it instead of showing an error.
        if (download && isNoAnswer(e.error)) return this.waitForLink();
        this.emit(PlayerEvent.Error, {
          message: e.error?.message ?? 'dash error',
          fatal: true,
          download,
        });
      },
    );
    this.video.volume = options.volume;
    this.video.muted = options.muted;
    this.url = options.url;
    // The view first: track settings may only be given to an initialised player, and must be
    // in place before the source is read.
    player.initialize(this.video, undefined, options.autoPlay || this.playRequested);
    if (options.audioLang) player.setInitialMediaSettingsFor('audio', { lang: options.audioLang });
    this.attachAt(this.startTime());
    this.setRate(options.playbackRate);
  }

  /** Where the title is: the element's time once it has media, else where it will open. */
  position(): number {
    return this.hasMedia() ? this.video.currentTime : this.startTime();
  }

  /** The element can take a seek itself (a live stream's position is its own from the start). */
  private hasMedia(): boolean {
    return this.live || this.video.readyState > 0;
  }

  /** Where the title opens: a seek asked for before any media came, else the loaded start. */
  private startTime(): number {
    return this.openAt ?? this.options?.startTime ?? 0;
  }

  /** No start time: the beginning of a video, the live edge of a live stream. */
  private attachAt(time: number) {
    if (time > 0) this.player?.attachSource(this.url, time);
    else this.player?.attachSource(this.url);
  }

  /**
   * The saved quality is a ceiling (dash.js's maxBitrate); the start is what the link can
   * sustain by the page's estimate, never above the ceiling. Without an estimate dash.js starts
   * at its own default. From the first segment on its throughput rule decides.
   */
  private onManifest(manifest: unknown) {
    const player = this.player;
    if (!player) return;
    const video = videoRenditionsOf(manifest);
    const top = this.ceiling === null ? null : pickRendition(video, this.ceiling);
    const link = startEstimateKbps();
    const safety = player.getSettings().streaming?.abr?.throughput?.bandwidthSafetyFactor ?? 0.9;
    const audioKbps = audioBandwidthOf(manifest) / 1000;
    const abr: { maxBitrate?: { video: number }; initialBitrate?: { video: number } } = {};
    // A manifest of one rendition (the ceiling's own): nothing to limit.
    if (top && video.length > 1) abr.maxBitrate = { video: Math.ceil(top.bandwidth / 1000) };
    if (link !== null) abr.initialBitrate = { video: startVideoKbps(link, audioKbps, safety) };
    if (abr.maxBitrate || abr.initialBitrate) player.updateSettings({ streaming: { abr } });
  }

  /**
   * dash.js gave up on a segment nobody answered. Once the link is back, the title opens again
   * at the moment it had reached, playing if it was.
   */
  private waitForLink() {
    if (this.reconnect || this.disposed) return;
    const controller = new AbortController();
    this.reconnect = controller;
    void linkReturned(this.url, controller.signal).then((back) => {
      if (this.reconnect === controller) this.reconnect = null;
      const player = this.player;
      if (!back || this.disposed || !player) return;
      // Before any media came, where the title was to open (the loaded start, or a seek since).
      this.resumeAt ??= this.position();
      if (!this.video.paused) this.playRequested = true;
      // A live stream goes back to its live edge, as when it was first opened.
      if (this.live || this.resumeAt <= 0) player.attachSource(this.url);
      else player.attachSource(this.url, this.resumeAt);
    });
  }

  private emitQuality(height: number | null) {
    this.emit(PlayerEvent.QualityChange, {
      mode: this.quality,
      height,
      ceiling: this.quality === 'auto' ? this.ceiling : null,
    });
  }

  /**
   * Loading a source (dash.js attaching its MediaSource, a renewed URL) resets the element's rate
   * to `defaultPlaybackRate`, so the chosen speed is set as the default too.
   */
  private setRate(rate: number) {
    this.video.defaultPlaybackRate = rate;
    this.video.playbackRate = rate;
  }

  private onStreamInitialized() {
    const player = this.player;
    const options = this.options;
    if (!player || !options) return;
    const reps = player.getRepresentationsByType('video');
    if (reps.length > 1) {
      this.qualities = reps.map((r) => ({
        height: r.height,
        bandwidth: r.bandwidth,
        id: r.id,
        url: this.url,
      }));
    } else {
      // One rendition per manifest: quality changes switch the manifest.
      const byUrl = new Map(options.renditions.map((r) => [stripHash(r.url), r]));
      this.qualities = [...byUrl.values()].map((r) => ({
        height: r.height,
        bandwidth: 0,
        id: null,
        url: r.url,
      }));
    }
    this.qualities.sort((a, b) => a.height - b.height);
    const audio = [
      ...new Set(
        player
          .getTracksFor('audio')
          .map((t) => t.lang)
          .filter((l): l is string => !!l),
      ),
    ];
    this.applyQuality(this.quality, false);
    this.live = player.isDynamic();
    this.emit(PlayerEvent.Ready, { qualities: this.qualities, audio, live: this.live });
    const current = player.getCurrentTrackFor('audio');
    this.emit(PlayerEvent.AudioChange, { lang: current?.lang ?? null });
  }

  /** A seek before any media: the title opens there (read by load() if dash.js is still coming). */
  private reopenAt(time: number) {
    this.openAt = time;
    // Waiting for the link: it opens there once the link is back.
    if (this.reconnect) this.resumeAt = time;
    else this.attachAt(time);
  }

  /** A height picked in the menu holds there; 'auto' from the menu lifts the saved ceiling. */
  private applyQuality(quality: 'auto' | number, chosen: boolean) {
    const player = this.player;
    if (!player) return;
    this.quality = quality;
    if (chosen) {
      this.ceiling = null;
      player.updateSettings({ streaming: { abr: { maxBitrate: { video: -1 } } } });
    }
    if (quality === 'auto') {
      player.updateSettings({ streaming: { abr: { autoSwitchBitrate: { video: true } } } });
    } else {
      const choice = pickRendition(this.qualities, quality);
      if (choice && choice.id === null && stripHash(choice.url) !== stripHash(this.url)) {
        this.url = choice.url;
        player.attachSource(choice.url, this.video.currentTime);
      } else if (choice?.id) {
        player.updateSettings({ streaming: { abr: { autoSwitchBitrate: { video: false } } } });
        player.setRepresentationForTypeById('video', choice.id, chosen);
      }
    }
    this.emitQuality(player.getCurrentRepresentationForType('video')?.height ?? null);
  }

  setProp<K extends keyof EngineProps>(name: K, value: EngineProps[K]): void {
    const video = this.video;
    switch (name) {
      case 'paused':
        if (value) {
          this.playRequested = false;
          video.pause();
        } else {
          // Pressed before the stream is ready: start as soon as it can play.
          this.playRequested = true;
          if (this.player && video.readyState >= 1) this.startPlayback();
        }
        break;
      case 'currentTime':
        // A live stream's seek() counts from the DVR window's start; ours is the element's time.
        if (this.player?.isReady() && this.live)
          this.player.seekToPresentationTime(value as number);
        else if (!this.hasMedia() && this.options) this.reopenAt(value as number);
        else if (this.player?.isReady()) this.player.seek(value as number);
        else video.currentTime = value as number;
        break;
      case 'volume':
        video.volume = value as number;
        break;
      case 'muted':
        video.muted = value as boolean;
        break;
      case 'playbackRate':
        this.setRate(value as number);
        break;
      case 'quality':
        this.applyQuality(value as 'auto' | number, true);
        break;
      case 'audio': {
        const track = this.player?.getTracksFor('audio').find((t) => t.lang === value);
        if (track) this.player?.setCurrentTrack(track, true);
        break;
      }
    }
  }

  /**
   * The thumbnail track's frame at `time`, through dash.js (it resolves the tile URL against the
   * manifest's, so a paid title's tiles carry its signed prefix). Null without a track, before
   * the stream is read, or when dash.js cannot tell: the seek bar then shows the time alone.
   */
  thumbnail(time: number, done: (thumb: SeekThumbnail | null) => void): void {
    const player = this.player;
    if (!player?.isReady()) return done(null);
    try {
      player.provideThumbnail(time, (t) =>
        done(t?.url ? { url: t.url, x: t.x, y: t.y, width: t.width, height: t.height } : null),
      );
    } catch {
      // dash.js throws while a new source is being attached; the next pointer move asks again.
      done(null);
    }
  }

  /** The live stream's DVR window; null for a static manifest or before dash.js knows it. */
  dvrWindow(): DvrRange | null {
    const player = this.player;
    if (!this.live || !player?.isReady()) return null;
    try {
      const { start, end } = player.getDvrWindow();
      return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
    } catch {
      // Thrown while a new session's manifest is being attached.
      return null;
    }
  }

  /** Back to the live edge (dynamic manifests only). */
  seekToLive(): void {
    this.player?.seekToOriginalLive();
  }

  unload(): void {
    this.disposed = true;
    this.reconnect?.abort();
    for (const name of ELEMENT_EVENTS) this.video.removeEventListener(name, this.forward);
    this.listeners.clear();
    if (this.player) {
      // dash.js 5.2.1's live catch-up, asked while the picture stalls (a dropped feed), leaves
      // rate changes waiting for 'canplay' on the element, and its reset does not remove them:
      // the next session's dash.js on this same <video> then throws "Cannot set properties of
      // null (setting 'playbackRate')" at its first 'canplay'. They run now, while this
      // instance still holds the element (our own listeners are gone; the next load sets the
      // rate it wants).
      if (this.video.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) {
        this.video.dispatchEvent(new Event('canplay'));
      }
      this.player.reset();
      this.player = null;
    }
  }
}
