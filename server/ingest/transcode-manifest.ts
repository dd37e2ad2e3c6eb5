import fs from 'node:fs/promises';
import path from 'node:path';
import { THUMBS } from './transcode-args';

/*
 * Edits to the manifest ffmpeg's dash muxer writes (its layout is fixed for a given ffmpeg, as
 * scripts/generate-media.ts relies on too): representation ids made unique per title, the
 * thumbnail tile set added, and a later run's renditions merged into the video set.
 */

const REPRESENTATION = /<Representation\b[\s\S]*?<\/Representation>\n?/g;
const VIDEO_SET =
  /(<AdaptationSet\b[^>]*contentType="video"[^>]*>)([\s\S]*?)(\t*<\/AdaptationSet>)/;
const THUMB_SCHEME = 'http://dashif.org/thumbnail_tile';

/**
 * ffmpeg numbers representations 0, 1, 2… in every run, and names segments after them: give
 * them the title-wide ids (v480, a-mn) and rename the segments to match, so the template
 * (`chunk-$RepresentationID$-…`) is unchanged and two runs' files never share a name.
 */
export async function renameRepresentations(
  dir: string,
  manifest: string,
  ids: string[],
): Promise<string> {
  const files = await fs.readdir(dir);
  for (const [index, id] of ids.entries()) {
    for (const file of files) {
      const renamed = file
        .replace(new RegExp(`^init-${index}\\.m4s$`), `init-${id}.m4s`)
        .replace(new RegExp(`^chunk-${index}-(\\d+\\.m4s)$`), `chunk-${id}-$1`);
      if (renamed !== file) await fs.rename(path.join(dir, file), path.join(dir, renamed));
    }
  }
  let seen = 0;
  const xml = manifest.replace(/<Representation id="(\d+)"/g, (_tag, n: string) => {
    seen++;
    const id = ids[Number(n)];
    if (id === undefined)
      throw new Error(`manifest has a representation ${n} the run did not make`);
    return `<Representation id="${id}"`;
  });
  if (seen !== ids.length) throw new Error(`expected ${ids.length} representations, found ${seen}`);
  // Renditions of separate encodes have their own parameter sets: a switch must re-initialise.
  return xml.replace(
    VIDEO_SET,
    (_, open: string, body: string, close: string) =>
      `${open.replace(' bitstreamSwitching="true"', '')}${body}${close}`,
  );
}

export interface ThumbnailTiles {
  count: number;
  biggestBytes: number;
  frameWidth: number;
}

export async function readThumbnailTiles(dir: string, frameWidth: number): Promise<ThumbnailTiles> {
  const tiles = (await fs.readdir(dir)).filter((f) => /^thumb-\d+\.jpg$/.test(f));
  const sizes = await Promise.all(tiles.map(async (f) => (await fs.stat(path.join(dir, f))).size));
  return { count: tiles.length, biggestBytes: Math.max(0, ...sizes), frameWidth };
}

/** The DASH-IF thumbnail_tile set, written exactly as the sample's (decision 027). */
export function withThumbnailSet(manifest: string, tiles: ThumbnailTiles): string {
  // A set from an earlier pass is replaced, so it neither stays twice nor counts towards the id.
  const without = manifest.replace(
    /\t*<AdaptationSet\b[^>]*contentType="image"[\s\S]*?<\/AdaptationSet>\n/g,
    '',
  );
  const setId = (without.match(/<AdaptationSet\b/g) ?? []).length;
  const tileSec = THUMBS.cols * THUMBS.rows * THUMBS.everySec;
  const bandwidth = Math.ceil((tiles.biggestBytes * 8) / tileSec);
  const set = [
    `\t\t<AdaptationSet id="${setId}" contentType="image" mimeType="image/jpeg">`,
    `\t\t\t<SegmentTemplate media="thumb-$Number$.jpg" timescale="1" duration="${tileSec}" startNumber="1" />`,
    `\t\t\t<Representation id="thumbnails" bandwidth="${bandwidth}" width="${tiles.frameWidth * THUMBS.cols}" height="${THUMBS.height * THUMBS.rows}">`,
    `\t\t\t\t<EssentialProperty schemeIdUri="${THUMB_SCHEME}" value="${THUMBS.cols}x${THUMBS.rows}" />`,
    '\t\t\t</Representation>',
    '\t\t</AdaptationSet>',
  ].join('\n');
  const patched = without.replace(/(\t*<\/Period>)/, `${set}\n$1`);
  if (patched === without) throw new Error('manifest has no </Period>');
  return patched;
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * The published manifest plus a later run's video representations: any of the same id are
 * replaced (a re-run), the set lists them by bandwidth, and its max size covers them all.
 * Everything else (audio, tiles, the representations a watching viewer uses) stays as it was.
 */
export function mergeVideoRepresentations(published: string, later: string): string {
  const laterSet = VIDEO_SET.exec(later);
  const incoming = laterSet
    ? [...(laterSet[2] ?? '').matchAll(REPRESENTATION)].map((m) => m[0])
    : [];
  if (incoming.length === 0) throw new Error('the later run has no video representations');
  if (!VIDEO_SET.test(published)) throw new Error('the published manifest has no video set');
  return published.replace(VIDEO_SET, (_, open: string, body: string, close: string) => {
    const idOf = (rep: string) => attr(rep, 'id');
    const incomingIds = new Set(incoming.map(idOf));
    const kept = [...body.matchAll(REPRESENTATION)]
      .map((m) => m[0])
      .filter((r) => !incomingIds.has(idOf(r)));
    const all = [...kept, ...incoming].sort(
      (a, b) => Number(attr(a, 'bandwidth')) - Number(attr(b, 'bandwidth')),
    );
    const maxOf = (name: string) => Math.max(...all.map((r) => Number(attr(r, name) ?? 0)));
    const header = open
      .replace(/maxWidth="\d+"/, `maxWidth="${maxOf('width')}"`)
      .replace(/maxHeight="\d+"/, `maxHeight="${maxOf('height')}"`);
    const indent = /^(\t*)<Representation/m.exec(body)?.[1] ?? '\t\t\t';
    const reps = all.map((r) => `${indent}${r.trimStart().replace(/\n?$/, '\n')}`).join('');
    return `${header}\n${reps}${close}`;
  });
}

/** mediaPresentationDuration in seconds ('PT1H2M3.5S' → 3723.5). */
export function manifestDurationSec(manifest: string): number {
  const value = /mediaPresentationDuration="([^"]+)"/.exec(manifest)?.[1] ?? '';
  const match = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(value);
  if (!match) throw new Error(`manifest duration "${value}" is not an ISO 8601 duration`);
  const [, h, m, s] = match.map((part) => Number(part ?? 0));
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}
