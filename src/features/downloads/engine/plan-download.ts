import type { DownloadGrant } from '@contract/entities';
import { downloadIdOf, type DownloadFile, type DownloadRecord } from '@contract/offline-downloads';
import { planDash } from './dash-plan';

/*
 * Turns the server's grant into a record: which files, from where, in which quality and audio
 * (the saved preferences unless the person picked a quality), and the manifest to store.
 */

/** A podcast file's size when the server does not say: 128 kbit/s. */
const PODCAST_BYTES_PER_SECOND = 16_000;
/** The one video the player's adaptive mode opens first (prepare-playback.ts). */
const AUTO_HEIGHT = 720;

const folderOf = (url: string) => new URL('.', new URL(url, location.href)).href;

/** The grant's facts every record keeps, whatever its kind. */
function baseRecord(userId: number, grant: DownloadGrant, now: number) {
  return {
    userId,
    id: downloadIdOf(grant.kind, grant.id),
    kind: grant.kind,
    itemId: grant.id,
    title: grant.title,
    subtitle: grant.subtitle,
    image: grant.image,
    mediaId: grant.media_id,
    durationSec: grant.duration_sec,
    segments: grant.segments,
    expiresAt: Date.parse(grant.expires_at),
    expiry: grant.expiry,
    checkedAt: now,
    state: 'queued' as const,
    error: null,
    via: null,
    createdAt: now,
  };
}

export function planPodcast(userId: number, grant: DownloadGrant, now: number): DownloadRecord {
  if (!grant.audio) throw new Error('no audio');
  const remoteBase = folderOf(grant.audio);
  const source = new URL(grant.audio, location.href).href;
  return {
    ...baseRecord(userId, grant, now),
    quality: null,
    audioLang: null,
    subs: [],
    files: [{ path: 'audio.m4a', bytes: null, source }],
    remoteBase,
    totalBytes: grant.duration_sec * PODCAST_BYTES_PER_SECOND,
  };
}

/** The grant's manifest for a target height: the highest not above it, else the lowest. */
export function manifestFor(grant: DownloadGrant, height: number): string | null {
  const renditions = [
    { height: 480, url: grant.vid1 },
    { height: 720, url: grant.vid2 },
    { height: 1080, url: grant.vid3 },
  ].filter((r): r is { height: number; url: string } => r.url !== null);
  return (renditions.filter((r) => r.height <= height).at(-1) ?? renditions[0])?.url ?? null;
}

/** The manifest planned for the record, its text ready to store as manifest.mpd. */
export interface VideoPlan {
  record: DownloadRecord;
  manifest: string;
}

/**
 * The quality and sound come from the caller (the button reads the saved preferences through the
 * player), so the engine, which the app shell reaches, never imports the player.
 */
export async function planVideo(
  userId: number,
  grant: DownloadGrant,
  choice: { quality?: number; audioLang?: string | null },
  now: number,
): Promise<VideoPlan> {
  const height = choice.quality ?? AUTO_HEIGHT;
  const manifestUrl = manifestFor(grant, height);
  if (!manifestUrl) throw new Error('no video');
  const response = await fetch(manifestUrl, { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const plan = planDash(await response.text(), { height, audioLang: choice.audioLang ?? null });
  const remoteBase = folderOf(manifestUrl);
  // Subtitles beside the manifest keep their relative names; others are fetched by full URL.
  const subs = grant.subs.map((sub, index) => {
    const absolute = new URL(sub.url, location.href).href;
    const inside = absolute.startsWith(remoteBase);
    const path = inside ? absolute.slice(remoteBase.length) : `subs/${index}-${sub.code}`;
    return {
      sub: { ...sub, url: path },
      file: { path, bytes: null, ...(inside ? {} : { source: absolute }) },
    };
  });
  const manifest = plan.manifest;
  const files: DownloadFile[] = [
    { path: 'manifest.mpd', bytes: new TextEncoder().encode(manifest).byteLength },
    ...plan.files.map((path) => ({ path, bytes: null })),
    ...subs.map((s) => s.file),
  ];
  return {
    manifest,
    record: {
      ...baseRecord(userId, grant, now),
      quality: plan.height,
      audioLang: plan.audioLang,
      subs: subs.map((s) => s.sub),
      files,
      remoteBase,
      totalBytes: plan.estimatedBytes,
    },
  };
}

/** The folder a renewed grant serves the record's files from (new signature, same files). */
export function renewedBase(record: DownloadRecord, grant: DownloadGrant): string | null {
  if (record.kind === 'podcast') return grant.audio ? folderOf(grant.audio) : null;
  const manifest = manifestFor(grant, record.quality ?? AUTO_HEIGHT);
  return manifest ? folderOf(manifest) : null;
}
