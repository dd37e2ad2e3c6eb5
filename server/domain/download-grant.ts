import type { DownloadExpiry, DownloadGrant, DownloadKind } from '../../contract/entities';
import { downloadMessages, extra, spec } from '../../contract/messages';
import type { AppDeps } from '../deps';
import { DomainError } from './domain-error';
import { episodeSegments, segmentColumns } from './episode-segments';
import { mediaUrl } from './media-url';
import {
  episodeAccess,
  episodeAccessEnd,
  loadViewer,
  movieAccess,
  movieAccessEnd,
} from './sources';
import type { AccessViewer, PlaybackSources, WatchAccess } from './sources';
import { loadStoredMovie } from './stored-movie';
import { published } from './visibility';

/*
 * What a user may keep offline (docs/decisions/030-download-rights.md). The watch permission and
 * the signed sources are streaming's own (domain/sources.ts): a grant is the watch page's answer
 * plus until when the download may play, which is where the viewer's right ends — the rental's
 * end, the end of their paid days — or, for a title that never ends (free, podcasts), a re-check
 * RECHECK_MS from now.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

const DAY_MS = 86_400_000;
/** How long a free title or podcast episode plays offline before the server is asked again. */
export const RECHECK_MS = 30 * DAY_MS;

const notFound = () => new DomainError('not-found', extra.notFound);

/** The episode line as the watch page heads an episode: '3-р анги · Гарчиг' (watch/texts.ts). */
export function episodeLine(number: number, title: string): string {
  const label = `${number}-р анги`;
  if (!title) return label;
  return title.startsWith(label) ? title : `${label} · ${title}`;
}

function expiryOf(
  end: number,
  now: number,
  ended: DownloadExpiry,
): Pick<DownloadGrant, 'expires_at' | 'expiry'> {
  if (!Number.isFinite(end)) {
    return { expires_at: new Date(now + RECHECK_MS).toISOString(), expiry: 'recheck' };
  }
  return { expires_at: new Date(end).toISOString(), expiry: ended };
}

/** The video title refused as the watch page refuses it: no recording, or the permission's text. */
function assertWatchable(access: WatchAccess): void {
  if (!access.has_video) throw new DomainError('not-found', spec.videoMissing);
  if (!access.can_watch) throw new DomainError('forbidden', access.reason ?? spec.extendToWatch);
}

function videoSources(sources: PlaybackSources) {
  return {
    vid1: sources.vid1,
    vid2: sources.vid2,
    vid3: sources.vid3,
    dubs: sources.dubs,
    subs: sources.subs,
  };
}

async function episodeGrant(deps: Deps, viewer: AccessViewer, id: number): Promise<DownloadGrant> {
  const row = await deps.db
    .selectFrom('episodes')
    .innerJoin('media', 'media.id', 'episodes.media_id')
    .select([
      'episodes.id',
      'episodes.media_id',
      'episodes.number',
      'episodes.title',
      'episodes.image',
      'episodes.is_free',
      'episodes.duration_sec',
      'episodes.vid1',
      'episodes.vid2',
      'episodes.vid3',
      ...segmentColumns,
      'media.title as media_title',
      'media.poster_hz',
      'media.image1',
    ])
    .where('episodes.id', '=', id)
    .where(published('episodes'))
    .where(published('media'))
    .executeTakeFirst();
  if (!row) throw notFound();
  const access = await episodeAccess(deps, viewer, row);
  assertWatchable(access);
  return {
    kind: 'episode',
    id: row.id,
    title: row.media_title,
    subtitle: episodeLine(row.number, row.title),
    image: row.image ?? row.poster_hz ?? row.image1,
    media_id: row.media_id,
    duration_sec: row.duration_sec,
    ...expiryOf(episodeAccessEnd(row, viewer), deps.clock.now(), 'paid'),
    ...videoSources(access),
    audio: null,
    segments: episodeSegments(row),
  };
}

async function movieGrant(deps: Deps, viewer: AccessViewer, id: number): Promise<DownloadGrant> {
  const stored = await loadStoredMovie(deps.db, id);
  if (!stored) throw notFound();
  // The live channel is a stream cut from the wall clock; there is no file to keep.
  if (stored.kind === 'live')
    throw new DomainError('invalid', downloadMessages.liveNotDownloadable);
  const movie = await movieAccess(deps, viewer, stored);
  assertWatchable(movie);
  // Only a priced theatre title the viewer rents has a rental end to keep.
  const rented = movie.rental_ends_at !== null;
  const end = movieAccessEnd(movie, viewer, movie.rental_ends_at);
  return {
    kind: 'movie',
    id: movie.id,
    title: movie.title,
    subtitle: null,
    image: movie.poster_hz ?? movie.image1,
    media_id: movie.id,
    duration_sec: movie.duration_sec,
    ...expiryOf(end, deps.clock.now(), rented ? 'rental' : 'paid'),
    ...videoSources(movie),
    // A movie's `audio` is its mn dub again (the manifest's own track), already among `dubs`.
    audio: null,
    segments: [],
  };
}

/** Podcast audio is public; the grant is still one user's, as every download is. */
async function podcastGrant(deps: Deps, id: number): Promise<DownloadGrant> {
  const row = await deps.db
    .selectFrom('podcast_tracks')
    .innerJoin('podcasts', 'podcasts.id', 'podcast_tracks.podcast_id')
    .select([
      'podcast_tracks.id',
      'podcast_tracks.podcast_id',
      'podcast_tracks.title',
      'podcast_tracks.audio',
      'podcast_tracks.image',
      'podcast_tracks.duration_sec',
      'podcasts.title as podcast_title',
      'podcasts.image as podcast_image',
    ])
    .where('podcast_tracks.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return {
    kind: 'podcast',
    id: row.id,
    title: row.podcast_title,
    subtitle: row.title,
    image: row.image ?? row.podcast_image,
    media_id: row.podcast_id,
    duration_sec: row.duration_sec,
    ...expiryOf(Infinity, deps.clock.now(), 'recheck'),
    vid1: null,
    vid2: null,
    vid3: null,
    dubs: [],
    subs: [],
    audio: mediaUrl(deps.config, row.audio),
    segments: [],
  };
}

/**
 * GET /api/m/download/{userId}/{kind}/{id} for a verified user: the grant, or a DomainError —
 * 'not-found' for an unknown id or a title without video, 'forbidden' with the watch
 * permission's text, 'invalid' for the live channel.
 */
export async function downloadGrant(
  deps: Deps,
  userId: number,
  kind: DownloadKind,
  id: number,
): Promise<DownloadGrant> {
  const viewer = await loadViewer(deps.db, userId, deps.clock.now());
  // The token's user vanished between the check and now (an account deleted meanwhile).
  if (!viewer) throw new DomainError('unauthorized', extra.unauthorized);
  switch (kind) {
    case 'episode':
      return episodeGrant(deps, viewer, id);
    case 'movie':
      return movieGrant(deps, viewer, id);
    case 'podcast':
      return podcastGrant(deps, id);
  }
}
