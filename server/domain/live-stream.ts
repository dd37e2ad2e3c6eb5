/*
 * The live channel: the sample title's DASH segments (media/title, 2 s each, 6 a loop) played as
 * a never-ending live stream on the wall clock. Segment $Number$ n (1-based, counted from
 * availabilityStartTime) is sample chunk ((n - 1) % 6) + 1 of loop floor((n - 1) / 6).
 *
 * A player puts segment n at media time (n - 1) × 2 s (presentationTimeOffset 0), but the sample
 * chunks carry their own decode times, which restart at 0 every loop. So each served segment has
 * its `tfdt` (and `sidx` earliest presentation time) moved forward by whole loops, in the track's
 * own timescale, and its `mfhd` sequence number set to n. Box sizes never change, so sample data
 * offsets stay valid. Pure functions; server/routes/live.ts does the I/O.
 */

/** `PT12.0S`, `PT1M4S`, `PT1H` → seconds. */
export function parseIsoDuration(value: string): number {
  const match = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(value);
  if (!match) throw new Error(`unsupported duration ${value}`);
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

type Attributes = [name: string, value: string][];

function readAttributes(source: string): Attributes {
  return [...source.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]);
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Sets (or adds, at the end) attributes, removing those mapped to null; keeps the order. */
function patchAttributes(attrs: Attributes, patch: Record<string, string | null>): string {
  const out: Attributes = [];
  const seen = new Set<string>();
  for (const [name, value] of attrs) {
    seen.add(name);
    const next = name in patch ? patch[name] : value;
    if (next !== null && next !== undefined) out.push([name, next]);
  }
  for (const [name, value] of Object.entries(patch)) {
    if (!seen.has(name) && value !== null) out.push([name, value]);
  }
  return out.map(([name, value]) => `${name}="${escapeAttr(value)}"`).join(' ');
}

export interface VodRepresentation {
  id: string;
  mimeType: string;
}

/** What the live stream takes from the sample's static manifest. */
export interface VodTitle {
  xml: string;
  representations: VodRepresentation[];
  segmentSeconds: number;
  /** Whole segments in the presentation: one loop. */
  segmentsPerLoop: number;
  /** The SegmentTemplate's own names, e.g. `init-$RepresentationID$.m4s`. */
  initialization: string;
  media: string;
}

/**
 * The seek-bar thumbnail tiles (an image adaptation set) are left out of the live stream: its
 * segments are the sample's chunks re-timed, and there are no tiles for a moving live edge.
 */
const IMAGE_SET = /[ \t]*<AdaptationSet\b[^>]*contentType="image"[\s\S]*?<\/AdaptationSet>\r?\n?/g;

export function readVodManifest(source: string): VodTitle {
  const xml = source.replace(IMAGE_SET, '');
  const mpd = /<MPD\b([^>]*)>/.exec(xml);
  const template = /<SegmentTemplate\b([^>]*?)\/?>/.exec(xml);
  if (!mpd || !template) throw new Error('not a DASH manifest with a SegmentTemplate');
  const root = new Map(readAttributes(mpd[1]!));
  const tpl = new Map(readAttributes(template[1]!));
  const timescale = Number(tpl.get('timescale') ?? 1);
  const segmentSeconds = Number(tpl.get('duration')) / timescale;
  const total = parseIsoDuration(root.get('mediaPresentationDuration') ?? '');
  const segmentsPerLoop = Math.round(total / segmentSeconds);
  const initialization = tpl.get('initialization');
  const media = tpl.get('media');
  if (!(segmentSeconds > 0) || !(segmentsPerLoop > 0) || !initialization || !media) {
    throw new Error('the sample manifest lacks segment duration, length or names');
  }
  const representations = [...xml.matchAll(/<Representation\b([^>]*)>/g)].map((m) => {
    const attrs = new Map(readAttributes(m[1]!));
    return { id: attrs.get('id') ?? '', mimeType: attrs.get('mimeType') ?? 'video/mp4' };
  });
  return { xml, representations, segmentSeconds, segmentsPerLoop, initialization, media };
}

/** Expands `$RepresentationID$` and `$Number$` / `$Number%05d$` as DASH does. */
export function expandTemplate(template: string, rep: string, number: number): string {
  return template
    .replace(/\$RepresentationID\$/g, rep)
    .replace(/\$Number(?:%0(\d+)d)?\$/g, (_, width?: string) =>
      String(number).padStart(Number(width ?? 0), '0'),
    );
}

const isoSeconds = (seconds: number) => `PT${seconds}S`;

export interface LiveManifestOptions {
  /** availabilityStartTime, ms since epoch. */
  availabilityStart: number;
  now: number;
  /** URL template of the init segments (the sample's own files). */
  initialization: string;
  /** URL template of the live media segments, with `$RepresentationID$` and `$Number$`. */
  media: string;
}

/** Live edge tuning: seconds. */
export const LIVE_TIMING = {
  minimumUpdatePeriod: 10,
  timeShiftBufferDepth: 30,
  suggestedPresentationDelay: 6,
} as const;

/**
 * The sample's manifest turned dynamic: same periods, adaptation sets and representations, with
 * the live root attributes, SegmentTemplates pointing at the live segments, and a UTCTiming that
 * carries the server time directly (so the player never asks an outside time server).
 */
export function buildLiveManifest(vod: VodTitle, options: LiveManifestOptions): string {
  const ast = new Date(options.availabilityStart).toISOString();
  const now = new Date(options.now).toISOString();
  return vod.xml
    .replace(
      /<MPD\b([^>]*)>/,
      (_, attrs: string) =>
        `<MPD ${patchAttributes(readAttributes(attrs), {
          type: 'dynamic',
          mediaPresentationDuration: null,
          availabilityStartTime: ast,
          publishTime: now,
          minimumUpdatePeriod: isoSeconds(LIVE_TIMING.minimumUpdatePeriod),
          timeShiftBufferDepth: isoSeconds(LIVE_TIMING.timeShiftBufferDepth),
          suggestedPresentationDelay: isoSeconds(LIVE_TIMING.suggestedPresentationDelay),
        })}>`,
    )
    .replace(/<SegmentTemplate\b([^>]*?)(\/?)>/g, (_, attrs: string, selfClosing: string) => {
      const patched = patchAttributes(readAttributes(attrs), {
        initialization: options.initialization,
        media: options.media,
        startNumber: '1',
        presentationTimeOffset: '0',
      });
      return `<SegmentTemplate ${patched}${selfClosing}>`;
    })
    .replace(
      /<\/MPD>/,
      `\t<UTCTiming schemeIdUri="urn:mpeg:dash:utc:direct:2014" value="${now}" />\n</MPD>`,
    );
}

/** The newest segment number a player may fetch: the one being "recorded" now. */
export function liveEdgeNumber(availabilityStart: number, now: number, segmentSeconds: number) {
  return Math.floor((now - availabilityStart) / (segmentSeconds * 1000)) + 1;
}

/** Which sample chunk (1-based) and which loop (0-based) segment n plays. */
export function chunkOf(n: number, segmentsPerLoop: number): { chunk: number; loop: number } {
  return { chunk: ((n - 1) % segmentsPerLoop) + 1, loop: Math.floor((n - 1) / segmentsPerLoop) };
}

// ── MP4 boxes ───────────────────────────────────────────────────────────

interface Box {
  type: string;
  start: number;
  /** Where the payload starts (after size, type and any 64-bit size). */
  body: number;
  end: number;
}

function* boxes(buf: Buffer, start: number, end: number): Generator<Box> {
  let p = start;
  while (p + 8 <= end) {
    let size = buf.readUInt32BE(p);
    const type = buf.toString('latin1', p + 4, p + 8);
    let body = p + 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(p + 8));
      body = p + 16;
    } else if (size === 0) {
      size = end - p;
    }
    if (size < body - p || p + size > end) throw new Error(`malformed ${type} box at ${p}`);
    yield { type, start: p, body, end: p + size };
    p += size;
  }
}

function find(buf: Buffer, path: string[], start = 0, end = buf.length): Box | undefined {
  const [head, ...rest] = path;
  for (const box of boxes(buf, start, end)) {
    if (box.type !== head) continue;
    return rest.length === 0 ? box : find(buf, rest, box.body, box.end);
  }
  return undefined;
}

/** The track timescale of an init segment (moov/trak/mdia/mdhd). */
export function readTimescale(init: Buffer): number {
  const mdhd = find(init, ['moov', 'trak', 'mdia', 'mdhd']);
  if (!mdhd) throw new Error('init segment without mdhd');
  const version = init[mdhd.body];
  return init.readUInt32BE(mdhd.body + (version === 1 ? 20 : 12));
}

/** Adds `shift` to a version-dependent 32/64-bit field; a 32-bit field must not overflow. */
function shiftField(buf: Buffer, offset: number, wide: boolean, shift: bigint) {
  if (wide) {
    buf.writeBigUInt64BE(buf.readBigUInt64BE(offset) + shift, offset);
    return;
  }
  const value = BigInt(buf.readUInt32BE(offset)) + shift;
  if (value > 0xffff_ffffn) throw new RangeError('32-bit decode time overflow');
  buf.writeUInt32BE(Number(value), offset);
}

/** Reads the (first) tfdt baseMediaDecodeTime of a media segment. */
export function readDecodeTime(segment: Buffer): bigint {
  const tfdt = find(segment, ['moof', 'traf', 'tfdt']);
  if (!tfdt) throw new Error('media segment without tfdt');
  return segment[tfdt.body] === 1
    ? segment.readBigUInt64BE(tfdt.body + 4)
    : BigInt(segment.readUInt32BE(tfdt.body + 4));
}

/**
 * A copy of a media segment with every decode time moved by `shift` (track timescale units)
 * and the fragment sequence number set to `sequence`.
 */
export function retimeSegment(source: Uint8Array, shift: bigint, sequence: number): Buffer {
  const buf = Buffer.from(source);
  let retimed = 0;
  for (const top of boxes(buf, 0, buf.length)) {
    if (top.type === 'sidx') {
      // version(1) flags(3) reference_ID(4) timescale(4) earliest_presentation_time(4|8)
      shiftField(buf, top.body + 12, buf[top.body] === 1, shift);
    } else if (top.type === 'moof') {
      for (const box of boxes(buf, top.body, top.end)) {
        if (box.type === 'mfhd') buf.writeUInt32BE(sequence >>> 0, box.body + 4);
        if (box.type !== 'traf') continue;
        for (const inner of boxes(buf, box.body, box.end)) {
          if (inner.type !== 'tfdt') continue;
          shiftField(buf, inner.body + 4, buf[inner.body] === 1, shift);
          retimed++;
        }
      }
    }
  }
  if (retimed === 0) throw new Error('media segment without tfdt');
  return buf;
}

/** The decode-time shift of a loop: whole loops of the track, in its timescale. */
export function loopShift(loop: number, vod: VodTitle, timescale: number): bigint {
  // segmentSeconds × segmentsPerLoop × timescale is a whole number for the sample (12 s × 48 kHz).
  const perLoop = BigInt(Math.round(vod.segmentSeconds * vod.segmentsPerLoop * timescale));
  return BigInt(loop) * perLoop;
}
