/**
 * Generates the small sample media the server and seed point at: one multi-rendition DASH title
 * with two audio languages, WebVTT subtitles (the Mongolian track also AES-encrypted), four podcast
 * episodes, a hover preview and the seek-bar thumbnail track. Run with
 * `npx tsx scripts/generate-media.ts`; needs ffmpeg and ffprobe on PATH. Re-running replaces the
 * previous outputs. `--thumbnails` redoes only the thumbnail tiles and their manifest entry, so the
 * committed video, audio and subtitle bytes stay as they are.
 */
import { execFileSync } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUBTITLE_IV_HEX, SUBTITLE_KEY_HEX } from '../contract/subtitle-cipher';
import { storedSubtitle, toWebVtt } from '../server/ingest/subtitle-file';
import {
  dashOutputArgs,
  THUMBS,
  thumbWidthFor,
  videoRateArgs,
} from '../server/ingest/transcode-args';
import { withThumbnailSet } from '../server/ingest/transcode-manifest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MEDIA_DIR = path.join(ROOT, 'media');
const TITLE_DIR = path.join(MEDIA_DIR, 'title');
const SUBS_DIR = path.join(TITLE_DIR, 'subs');
const PODCAST_DIR = path.join(MEDIA_DIR, 'podcast');
const HOVER_DIR = path.join(MEDIA_DIR, 'hover');

const TITLE_SECONDS = 12;
const SEGMENT_SECONDS = 2;
const FPS = 30;
// One keyframe per segment, at the same frames in every rendition, so players can switch cleanly.
const GOP = String(FPS * SEGMENT_SECONDS);

const LADDER = [
  { width: 854, height: 480, bandwidth: 350_000 },
  { width: 1280, height: 720, bandwidth: 700_000 },
  { width: 1920, height: 1080, bandwidth: 1_300_000 },
] as const;

const AUDIO_TRACKS = [
  { lang: 'mn', frequency: 440 },
  { lang: 'en', frequency: 660 },
] as const;

const PODCAST_SECONDS = 20;
const PODCAST_FREQUENCIES = [330, 392, 494, 587] as const;
const HOVER_SECONDS = 4;

/**
 * Seek-bar thumbnails (docs/decisions/027-seek-thumbnails.md), as the server's transcode makes
 * them (THUMBS): one frame a second, 160x90 for 16:9, six to a 3x2 JPEG tile, so a tile covers
 * 6 s and a 2-hour film needs 1,200 small requests at most, fetched only while the viewer hovers
 * the seek bar.
 */
const THUMB_WIDTH = thumbWidthFor({ width: 1920, height: 1080 });

interface Cue {
  start: number;
  end: number;
  mn: string;
  en: string;
}

const CUES: Cue[] = [
  { start: 0, end: 2, mn: 'Сайн байна уу', en: 'Hello' },
  { start: 2, end: 4, mn: 'Монголын эдийн засаг', en: 'The Mongolian economy' },
  { start: 4, end: 6, mn: 'Өнөөдрийн мэдээ', en: "Today's news" },
  {
    start: 6,
    end: 8,
    mn: 'Улаанбаатарт цаг агаар сайхан байна',
    en: 'The weather in Ulaanbaatar is fine',
  },
  { start: 8, end: 10, mn: 'Бидэнтэй хамт байсанд баярлалаа', en: 'Thank you for staying with us' },
  { start: 10, end: 12, mn: 'Баяртай', en: 'Goodbye' },
];

interface MediaIndex {
  title: {
    mpd: string;
    durationSec: number;
    renditions: { height: number; bandwidth: number }[];
    audio: string[];
    subs: { code: string; isRaw: boolean; url: string }[];
  };
  podcast: { url: string; durationSec: number }[];
  hover: string;
}

function findOnPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // Not in this PATH entry; keep looking.
    }
  }
  return undefined;
}

function requireTool(name: string): string {
  const found = findOnPath(name);
  if (found) return found;
  console.error(
    `generate-media: \`${name}\` was not found on PATH.\n` +
      'Install ffmpeg (Debian: `apt-get install ffmpeg`, which also provides ffprobe) and re-run.',
  );
  process.exit(1);
}

const FFMPEG = requireTool('ffmpeg');
const FFPROBE = requireTool('ffprobe');

/** Shell-style quoting, only so the printed commands can be pasted into a terminal. */
function displayArg(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

function ffmpeg(args: string[]): void {
  const full = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args];
  console.log(`$ ffmpeg ${full.map(displayArg).join(' ')}`);
  execFileSync(FFMPEG, full, { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Pass absolute paths: ffprobe 5.1's dash demuxer cannot find segments via a relative manifest path. */
function ffprobeJson(file: string, entries: string): unknown {
  const out = execFileSync(
    FFPROBE,
    ['-v', 'error', '-show_entries', entries, '-of', 'json', file],
    { encoding: 'utf8' },
  );
  return JSON.parse(out);
}

function probeDurationSec(file: string): number {
  const probed = ffprobeJson(file, 'format=duration') as { format?: { duration?: string } };
  const duration = Number(probed.format?.duration);
  if (!Number.isFinite(duration)) throw new Error(`ffprobe reported no duration for ${file}`);
  return duration;
}

function rel(file: string): string {
  return path.relative(ROOT, file);
}

/** URL under which the server exposes a file in media/ (it mounts the folder at /media). */
function mediaUrl(file: string): string {
  return `/media/${path.relative(MEDIA_DIR, file).split(path.sep).join('/')}`;
}

function lavfiSine(frequency: number, seconds: number): string[] {
  return ['-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=48000:duration=${seconds}`];
}

function lavfiTestPattern(width: number, height: number, seconds: number): string[] {
  return ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${FPS}:duration=${seconds}`];
}

/**
 * Every rung is declared 16:9. 854x480 is not exactly 16:9 in square pixels, and the dash muxer
 * refuses an adaptation set whose display aspect ratios differ, so setsar=1 would fail here;
 * setdar=16/9 gives 480p sar 1280:1281 and leaves 720p/1080p at sar 1:1.
 */
const ASPECT_FILTER = 'setdar=16/9';

/**
 * Threaded x264 gave different bytes on every run here, which would churn the committed files;
 * a single thread makes re-runs byte-identical and costs only a few seconds.
 */
const X264_BASE = ['-preset', 'veryfast', '-threads', '1'];

function generateDashTitle(): string {
  const mpdPath = path.join(TITLE_DIR, 'manifest.mpd');
  const split = `[0:v]split=${LADDER.length}${LADDER.map((_, i) => `[s${i}]`).join('')}`;
  const scales = LADDER.map(
    (r, i) => `[s${i}]scale=${r.width}:${r.height},${ASPECT_FILTER}[v${i}]`,
  );
  const audioLanguages = AUDIO_TRACKS.flatMap((t, i) => [
    `-metadata:s:a:${i}`,
    `language=${t.lang}`,
  ]);

  ffmpeg([
    ...lavfiTestPattern(1920, 1080, TITLE_SECONDS),
    ...AUDIO_TRACKS.flatMap((t) => lavfiSine(t.frequency, TITLE_SECONDS)),
    '-filter_complex',
    [split, ...scales].join(';'),
    ...LADDER.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...AUDIO_TRACKS.flatMap((_, i) => ['-map', `${i + 1}:a`]),
    '-c:v',
    'libx264',
    ...X264_BASE,
    '-pix_fmt',
    'yuv420p',
    '-g',
    GOP,
    '-keyint_min',
    GOP,
    '-sc_threshold',
    '0',
    ...videoRateArgs(LADDER),
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-ac',
    '1',
    ...audioLanguages,
    ...dashOutputArgs({
      videoCount: LADDER.length,
      audioCount: AUDIO_TRACKS.length,
      segmentSeconds: SEGMENT_SECONDS,
      manifest: mpdPath,
    }),
  ]);

  ensureAudioLangs(mpdPath);
  verifyDash(mpdPath);
  return mpdPath;
}

/**
 * ffmpeg 5.1 already writes lang="…" from the stream language tag; older builds did not, and the
 * player's audio menu depends on it, so fill in any that are missing (audio sets are in map order).
 */
function ensureAudioLangs(mpdPath: string): void {
  const xml = fs.readFileSync(mpdPath, 'utf8');
  let index = 0;
  const patched = xml.replace(/<AdaptationSet\b[^>]*contentType="audio"[^>]*>/g, (tag) => {
    const lang = AUDIO_TRACKS[index++]?.lang;
    if (!lang || /\slang="/.test(tag)) return tag;
    return tag.replace(/>$/, ` lang="${lang}">`);
  });
  if (patched !== xml) {
    fs.writeFileSync(mpdPath, patched);
    console.log(`patched lang attributes into ${rel(mpdPath)}`);
  }
}

function verifyDash(mpdPath: string): void {
  const xml = fs.readFileSync(mpdPath, 'utf8');
  const audioSetLangs = [...xml.matchAll(/<AdaptationSet\b[^>]*contentType="audio"[^>]*>/g)].map(
    (m) => /\slang="([^"]+)"/.exec(m[0])?.[1],
  );
  const expectedLangs = AUDIO_TRACKS.map((t) => t.lang);
  if (audioSetLangs.join(',') !== expectedLangs.join(',')) {
    throw new Error(`MPD audio adaptation sets have langs [${audioSetLangs.join(',')}]`);
  }

  const probed = ffprobeJson(
    mpdPath,
    'stream=codec_type,width,height:stream_tags=variant_bitrate,language',
  ) as {
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      tags?: { variant_bitrate?: string; language?: string };
    }[];
  };
  const streams = probed.streams ?? [];
  const video = streams
    .filter((s) => s.codec_type === 'video')
    .map((s) => `${s.width}x${s.height}@${s.tags?.variant_bitrate}`);
  const audio = streams.filter((s) => s.codec_type === 'audio').map((s) => s.tags?.language);
  const expectedVideo = LADDER.map((r) => `${r.width}x${r.height}@${r.bandwidth}`);
  console.log(`ffprobe ${rel(mpdPath)}: video [${video.join(', ')}], audio [${audio.join(', ')}]`);
  if (video.join(',') !== expectedVideo.join(',')) {
    throw new Error(`expected video representations [${expectedVideo.join(', ')}]`);
  }
  if (audio.join(',') !== expectedLangs.join(',')) {
    throw new Error(`expected audio tracks [${expectedLangs.join(', ')}]`);
  }
}

/**
 * Tiles the title's frames into `thumb-{n}.jpg` beside the manifest and adds the DASH-IF
 * thumbnail_tile adaptation set, so dash.js finds them and the files share the title's folder and
 * therefore its signed URL prefix. The frames come from the same test pattern the video encodes.
 */
function generateThumbnails(mpdPath: string): void {
  const dir = path.dirname(mpdPath);
  for (const old of fs.readdirSync(dir).filter((f) => /^thumb-\d+\.jpg$/.test(f))) {
    fs.rmSync(path.join(dir, old));
  }
  const perTile = THUMBS.cols * THUMBS.rows;
  ffmpeg([
    ...lavfiTestPattern(1920, 1080, TITLE_SECONDS),
    '-vf',
    `fps=1/${THUMBS.everySec},scale=${THUMB_WIDTH}:${THUMBS.height},tile=${THUMBS.cols}x${THUMBS.rows}`,
    '-q:v',
    String(THUMBS.quality),
    '-start_number',
    '1',
    path.join(dir, 'thumb-%d.jpg'),
  ]);
  const tiles = fs.readdirSync(dir).filter((f) => /^thumb-\d+\.jpg$/.test(f));
  const expected = Math.ceil(TITLE_SECONDS / THUMBS.everySec / perTile);
  if (tiles.length !== expected) throw new Error(`expected ${expected} tiles, got ${tiles.length}`);
  const biggestBytes = Math.max(...tiles.map((f) => fs.statSync(path.join(dir, f)).size));
  const xml = fs.readFileSync(mpdPath, 'utf8');
  const tileSet = { count: tiles.length, biggestBytes, frameWidth: THUMB_WIDTH };
  fs.writeFileSync(mpdPath, withThumbnailSet(xml, tileSet));
  console.log(`thumbnails: ${tiles.length} tiles of ${THUMBS.cols}x${THUMBS.rows} in ${rel(dir)}`);
}

/** The sample's subtitles, written as the server writes an uploaded file's. */
function buildVtt(lang: 'mn' | 'en'): string {
  return toWebVtt(
    CUES.map((cue) => ({ startS: cue.start, endS: cue.end, settings: '', lines: [cue[lang]] })),
  );
}

function generateSubtitles(): { mnEnc: string; en: string } {
  fs.mkdirSync(SUBS_DIR, { recursive: true });
  const key = Buffer.from(SUBTITLE_KEY_HEX, 'hex');
  const iv = Buffer.from(SUBTITLE_IV_HEX, 'hex');
  if (key.length !== 32 || iv.length !== 16) {
    throw new Error('subtitle key must be 32 bytes and IV 16 bytes (contract/subtitle-cipher.ts)');
  }

  const mnPlain = buildVtt('mn');
  const mnPath = path.join(SUBS_DIR, 'mn.vtt');
  const mnEncPath = path.join(SUBS_DIR, 'mn.vtt.enc');
  const enPath = path.join(SUBS_DIR, 'en.vtt');
  fs.writeFileSync(mnPath, mnPlain);
  fs.writeFileSync(enPath, buildVtt('en'));

  // Encrypted as the server stores a non-raw subtitle; the round trip below is the client's view.
  const encrypted = storedSubtitle(mnPlain, { language: 'mn', raw: false }).bytes;
  fs.writeFileSync(mnEncPath, encrypted);

  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  const roundTrip = Buffer.concat([
    decipher.update(fs.readFileSync(mnEncPath)),
    decipher.final(),
  ]).toString('utf8');
  if (roundTrip !== mnPlain) throw new Error('mn.vtt.enc does not decrypt back to mn.vtt');
  console.log(`encrypted ${rel(mnEncPath)} (${encrypted.length} bytes), round-trip OK`);

  return { mnEnc: mnEncPath, en: enPath };
}

function generatePodcasts(): string[] {
  fs.mkdirSync(PODCAST_DIR, { recursive: true });
  return PODCAST_FREQUENCIES.map((frequency, i) => {
    const out = path.join(PODCAST_DIR, `ep${i + 1}.m4a`);
    ffmpeg([
      ...lavfiSine(frequency, PODCAST_SECONDS),
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-ac',
      '1',
      '-movflags',
      '+faststart',
      out,
    ]);
    return out;
  });
}

function generateHover(): string {
  fs.mkdirSync(HOVER_DIR, { recursive: true });
  const out = path.join(HOVER_DIR, 'preview.mp4');
  ffmpeg([
    ...lavfiTestPattern(854, 480, HOVER_SECONDS),
    '-vf',
    ASPECT_FILTER,
    '-an',
    '-c:v',
    'libx264',
    ...X264_BASE,
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '350k',
    '-maxrate',
    '385k',
    '-bufsize',
    '700k',
    '-movflags',
    '+faststart',
    out,
  ]);
  return out;
}

function main(): void {
  if (process.argv.includes('--thumbnails')) {
    generateThumbnails(path.join(TITLE_DIR, 'manifest.mpd'));
    return;
  }
  // Only our own outputs are cleared, so stale segments never survive a re-run.
  for (const dir of [TITLE_DIR, PODCAST_DIR, HOVER_DIR])
    fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(TITLE_DIR, { recursive: true });

  const mpd = generateDashTitle();
  generateThumbnails(mpd);
  const subs = generateSubtitles();
  const podcasts = generatePodcasts();
  const hover = generateHover();

  const index: MediaIndex = {
    title: {
      mpd: mediaUrl(mpd),
      durationSec: Math.round(probeDurationSec(mpd)),
      renditions: LADDER.map((r) => ({ height: r.height, bandwidth: r.bandwidth })),
      audio: AUDIO_TRACKS.map((t) => t.lang),
      subs: [
        { code: 'mn', isRaw: false, url: mediaUrl(subs.mnEnc) },
        { code: 'en', isRaw: true, url: mediaUrl(subs.en) },
      ],
    },
    podcast: podcasts.map((file) => ({
      url: mediaUrl(file),
      durationSec: Math.round(probeDurationSec(file)),
    })),
    hover: mediaUrl(hover),
  };
  const indexPath = path.join(MEDIA_DIR, 'index.json');
  fs.writeFileSync(indexPath, `${JSON.stringify(index, null, 2)}\n`);

  console.log('\ngenerated:');
  for (const file of listFiles(MEDIA_DIR)) {
    console.log(`  ${rel(file)}  ${fs.statSync(file).size} bytes`);
  }
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    });
}

try {
  main();
} catch (error) {
  console.error(`generate-media failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
