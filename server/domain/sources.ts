import type { Kysely } from 'kysely';
import type { Dub, Movie, Subtitle, WatchDenial } from '../../contract/entities';
import { paths } from '../../contract/paths';
import type { Config } from '../config';
import type { Database, OwnerType } from '../db/schema';
import type { AppDeps } from '../deps';
import { remainingDays } from './account-user';
import { requireSigningSecret } from './media-secret';
import { signMediaPath } from './media-signing';
import { mediaUrl } from './media-url';
import { activeRental } from './rentals';
import { decideWatch, rentalRunning } from './watch-permission';
import type { Viewer, WatchDecision, WatchSubject } from './watch-permission';

/*
 * The one place where playback URLs are put into responses. Every answer that could carry a
 * source goes through `withAccess`, so a viewer the watch permission refuses gets null and empty
 * lists instead of URLs, whichever endpoint they ask. Paid titles' URLs are signed for the
 * viewer (domain/media-signing.ts) and expire with their access: the rental's end, the end of
 * their paid days, or MEDIA_URL_TTL_SECONDS from now, whichever comes first.
 */

const DAY_MS = 86_400_000;

type UrlConfig = Pick<Config, 'mediaBaseUrl' | 'mediaSigningSecret' | 'mediaUrlTtlMs'>;

/** How a stored media path becomes the URL this viewer gets. */
type ToUrl = (stored: string) => string;

/** A viewer as sources need them: the permission's facts plus when their paid days end. */
export interface AccessViewer extends Viewer {
  paidEndsAt: number;
}

/**
 * Signs paid paths for the viewer until `endsAt` (capped by the TTL), then applies
 * MEDIA_BASE_URL. Free paths pass through unsigned. Unix seconds round down, so a URL never
 * outlives the entitlement by a fraction of a second.
 */
export function urlsFor(config: UrlConfig, viewerId: number, endsAt: number, now: number): ToUrl {
  const exp = Math.floor(Math.min(endsAt, now + config.mediaUrlTtlMs) / 1000);
  const secret = requireSigningSecret(config);
  return (stored) => mediaUrl(config, signMediaPath(secret, stored, { exp, userId: viewerId }));
}

export interface PlaybackSources {
  vid1: string | null;
  vid2: string | null;
  vid3: string | null;
  dubs: Dub[];
  subs: Subtitle[];
}

/** The contract's access fields (contract/entities/playback.ts). */
export interface WatchAccess {
  can_watch: boolean;
  reason: string | null;
  reason_code: WatchDenial | null;
  has_video: boolean;
}

type StoredVideos = Pick<PlaybackSources, 'vid1' | 'vid2' | 'vid3'>;

const withheld: PlaybackSources = { vid1: null, vid2: null, vid3: null, dubs: [], subs: [] };

/** A title with none of the three renditions has no recording: 'Уучлаарай бичлэг олдсонгүй'. */
export function hasVideo(videos: StoredVideos): boolean {
  return videos.vid1 !== null || videos.vid2 !== null || videos.vid3 !== null;
}

function accessOf(decision: WatchDecision, videos: StoredVideos): WatchAccess {
  return {
    can_watch: decision.canWatch,
    reason: decision.reason,
    reason_code: decision.reasonCode,
    has_video: hasVideo(videos),
  };
}

/**
 * A user's row as the permission sees it. For reads that fetch the row with their other facts
 * in one statement (routes/episodes.ts); loadViewer fetches it alone.
 */
export function accessViewer(
  row: { id: number; days: number; paid_until: string | null },
  now: number,
): AccessViewer {
  const days = remainingDays(row, now);
  // Days counted without an end date (paid_until unset) last that many days from now.
  const paidEndsAt = row.paid_until ? Date.parse(row.paid_until) : now + days * DAY_MS;
  return { id: row.id, days, paidEndsAt: Number.isFinite(paidEndsAt) ? paidEndsAt : now };
}

/** A verified user id (or null for a guest) as the permission sees it; an unknown id is a guest. */
export async function loadViewer(
  db: Kysely<Database>,
  userId: number | null,
  now: number,
): Promise<AccessViewer | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select(['id', 'days', 'paid_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? accessViewer(row, now) : null;
}

/** Dubs and subtitles of an episode or a movie, with media URLs resolved. */
async function tracksOf(
  db: Kysely<Database>,
  toUrl: ToUrl,
  ownerType: OwnerType,
  ownerId: number,
): Promise<Pick<PlaybackSources, 'dubs' | 'subs'>> {
  const [tracks, subtitles] = await Promise.all([
    db
      .selectFrom('tracks')
      .select(['key', 'url'])
      .where('owner_type', '=', ownerType)
      .where('owner_id', '=', ownerId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('subtitles')
      .select(['code', 'is_raw', 'url'])
      .where('owner_type', '=', ownerType)
      .where('owner_id', '=', ownerId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    dubs: tracks.flatMap((t): Dub[] =>
      t.key === 'mn' || t.key === 'en' ? [{ key: t.key, url: toUrl(t.url) }] : [],
    ),
    subs: subtitles.map((s) => ({ code: s.code, isRaw: s.is_raw === 1, url: toUrl(s.url) })),
  };
}

/**
 * When an allowed viewer's right to an episode ends (ms since epoch): never for a free one, else
 * with their paid days. Signed URLs and download grants both end there.
 */
export function episodeAccessEnd(episode: { is_free: number }, viewer: AccessViewer): number {
  return episode.is_free === 1 ? Infinity : viewer.paidEndsAt;
}

/** What an episode row needs to be judged and played. */
export interface EpisodeForAccess extends StoredVideos {
  id: number;
  is_free: number;
}

/**
 * An episode's access fields and sources for a viewer (accessViewer of their row, null for a
 * guest or an unknown user): the sources only when allowed.
 */
export async function episodeAccess(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  viewer: AccessViewer | null,
  episode: EpisodeForAccess,
): Promise<WatchAccess & PlaybackSources> {
  const now = deps.clock.now();
  const isFree = episode.is_free === 1;
  const decision = decideWatch(viewer, { kind: 'episode', isFree }, now);
  const access = accessOf(decision, episode);
  if (!viewer || !decision.canWatch || !access.has_video) return { ...access, ...withheld };
  const toUrl = urlsFor(deps.config, viewer.id, episodeAccessEnd(episode, viewer), now);
  const url = (stored: string | null) => (stored === null ? null : toUrl(stored));
  return {
    ...access,
    vid1: url(episode.vid1),
    vid2: url(episode.vid2),
    vid3: url(episode.vid3),
    ...(await tracksOf(deps.db, toUrl, 'episode', episode.id)),
  };
}

/** A movie as stored, before the permission: what content-media.ts's movie handler builds. */
export type StoredMovie = Omit<Movie, keyof WatchAccess | 'rental_ends_at'>;

/**
 * The live channel's rows hold its loop material (the sample title); a viewer gets the wall-clock
 * live manifest built from it (server/routes/live.ts) instead, with the same mn/en audio.
 */
function liveSources(): PlaybackSources & { audio: string } {
  const manifest = paths.liveManifest.path;
  return {
    vid1: manifest,
    vid2: manifest,
    vid3: manifest,
    dubs: [
      { key: 'mn', url: `${manifest}#mn` },
      { key: 'en', url: `${manifest}#en` },
    ],
    subs: [],
    audio: `${manifest}#mn`,
  };
}

/**
 * When the viewer's right to this movie ends (ms since epoch): the rental's end, their paid days,
 * or never. Signed URLs and download grants both end there.
 */
export function movieAccessEnd(
  movie: Pick<StoredMovie, 'is_theatre' | 'has_price' | 'price' | 'is_free'>,
  viewer: AccessViewer,
  rentalEnd: string | null,
): number {
  if (movie.is_theatre === 1) {
    if (!movie.has_price || movie.price <= 0) return Infinity;
    return rentalEnd === null ? 0 : Date.parse(rentalEnd);
  }
  return movie.is_free ? Infinity : viewer.paidEndsAt;
}

function signedMovieSources(movie: StoredMovie, toUrl: ToUrl) {
  const url = (stored: string | null) => (stored === null ? null : toUrl(stored));
  return {
    vid1: url(movie.vid1),
    vid2: url(movie.vid2),
    vid3: url(movie.vid3),
    audio: url(movie.audio),
    dubs: movie.dubs.map((d) => ({ ...d, url: toUrl(d.url) })),
    subs: movie.subs.map((s) => ({ ...s, url: toUrl(s.url) })),
  };
}

/**
 * GET /api/m/movie/{id}: applies the watch permission to a stored movie (sources as stored site
 * paths). A refused viewer gets null vid1-3 and audio and empty dubs and subs, plus the reason
 * to show; an allowed one gets URLs signed until their access ends.
 */
export async function applyMovieAccess(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  viewerId: number | null,
  movie: StoredMovie,
): Promise<Movie> {
  return movieAccess(deps, await loadViewer(deps.db, viewerId, deps.clock.now()), movie);
}

/** applyMovieAccess for a viewer already loaded (loadViewer), as a download grant has them. */
export async function movieAccess(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  viewer: AccessViewer | null,
  movie: StoredMovie,
): Promise<Movie> {
  const now = deps.clock.now();
  const rentalEnd =
    viewer && movie.is_theatre === 1 && movie.has_price && movie.price > 0
      ? ((await activeRental(deps.db, deps.clock, viewer.id, movie.id))?.ends_at ?? null)
      : null;
  const subject: WatchSubject =
    movie.is_theatre === 1
      ? {
          kind: 'theatre',
          hasPrice: movie.has_price,
          price: movie.price,
          rentalEndsAt: rentalEnd === null ? null : Date.parse(rentalEnd),
        }
      : { kind: movie.kind === 'live' ? 'live' : 'movie', isFree: movie.is_free };
  const decision = decideWatch(viewer, subject, now);
  const access = accessOf(decision, movie);
  const running =
    rentalEnd !== null && rentalRunning(Date.parse(rentalEnd), now) ? rentalEnd : null;
  if (!viewer || !decision.canWatch || !access.has_video) {
    return { ...movie, ...access, ...withheld, audio: null, rental_ends_at: running };
  }
  const sources =
    movie.kind === 'live'
      ? liveSources()
      : signedMovieSources(
          movie,
          urlsFor(deps.config, viewer.id, movieAccessEnd(movie, viewer, rentalEnd), now),
        );
  return { ...movie, ...access, ...sources, rental_ends_at: running };
}
