import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { runMediaTool } from './media-tool-run';

/**
 * What ingest asks of Debian's ffmpeg (docs/decisions/061): H.264 and AAC for the DASH ladder,
 * the dash muxer that writes it, loudnorm for podcast loudness and the chromaprint muxer for the
 * season's intro fingerprints. A build without one of them cannot do the whole job, so ingest is
 * off rather than failing half way through an editor's upload.
 */
export const NEEDED_FEATURES = [
  { kind: 'encoder', name: 'libx264' },
  { kind: 'encoder', name: 'aac' },
  { kind: 'muxer', name: 'dash' },
  { kind: 'muxer', name: 'chromaprint' },
  { kind: 'filter', name: 'loudnorm' },
] as const;

export type FeatureKind = (typeof NEEDED_FEATURES)[number]['kind'];

export type MediaTools =
  | { on: true; ffmpeg: string; ffprobe: string; version: string }
  | { on: false; why: MediaToolsOff };

/** Why ingest is off, as data: the start line and the studio's Mongolian text are made from it. */
export type MediaToolsOff =
  | { missing: 'ffmpeg' | 'ffprobe'; searched: string }
  | { broken: 'ffmpeg' | 'ffprobe'; reason: string }
  | { lacking: { kind: FeatureKind; name: string }[] };

const CHECK_TIMEOUT_MS = 20_000;

/** The first executable file called `name` in the PATH's folders, as the shell would find it. */
export async function findOnPath(name: string, pathValue: string): Promise<string | null> {
  for (const dir of pathValue.split(path.delimiter)) {
    if (!dir || !path.isAbsolute(dir)) continue;
    const candidate = path.join(dir, name);
    try {
      if (!(await stat(candidate)).isFile()) continue;
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here, or not executable: the next folder.
    }
  }
  return null;
}

/** The names ffmpeg lists under -encoders, -muxers or -filters (the word after the flags). */
export function listedNames(listing: string): Set<string> {
  const names = new Set<string>();
  for (const line of listing.split('\n')) {
    const words = line.trim().split(/\s+/);
    if (words.length >= 2 && words[1] !== '=') names.add(words[1]!);
  }
  return names;
}

const LISTING_FLAG: Record<FeatureKind, string> = {
  encoder: '-encoders',
  muxer: '-muxers',
  filter: '-filters',
};

/**
 * Finds ffmpeg and ffprobe on PATH and checks that ffmpeg has what ingest needs. Never throws:
 * a machine without them still serves everything else, with ingest off and the reason said.
 */
export async function detectMediaTools(pathValue: string): Promise<MediaTools> {
  const ffmpeg = await findOnPath('ffmpeg', pathValue);
  if (!ffmpeg) return { on: false, why: { missing: 'ffmpeg', searched: pathValue } };
  const ffprobe = await findOnPath('ffprobe', pathValue);
  if (!ffprobe) return { on: false, why: { missing: 'ffprobe', searched: pathValue } };

  const kinds = [...new Set(NEEDED_FEATURES.map((feature) => feature.kind))];
  const [probeRun, ...listings] = await Promise.all([
    runMediaTool(ffprobe, ['-hide_banner', '-version'], { timeoutMs: CHECK_TIMEOUT_MS }),
    ...kinds.map((kind) =>
      runMediaTool(ffmpeg, ['-hide_banner', LISTING_FLAG[kind]], { timeoutMs: CHECK_TIMEOUT_MS }),
    ),
  ]);
  if (probeRun!.failed) return { on: false, why: { broken: 'ffprobe', reason: probeRun!.failed } };
  const names = new Map<FeatureKind, Set<string>>();
  for (const [i, kind] of kinds.entries()) {
    const run = listings[i]!;
    if (run.failed) return { on: false, why: { broken: 'ffmpeg', reason: run.failed } };
    names.set(kind, listedNames(run.stdout));
  }
  const lacking = NEEDED_FEATURES.filter((feature) => !names.get(feature.kind)?.has(feature.name));
  if (lacking.length > 0) {
    return { on: false, why: { lacking: lacking.map(({ kind, name }) => ({ kind, name })) } };
  }
  const version = /version (\S+)/.exec(probeRun!.stdout)?.[1] ?? 'unknown';
  return { on: true, ffmpeg, ffprobe, version };
}

/** The operator's start line: on or off, and why, in one line. */
export function mediaToolsLine(tools: MediaTools): string {
  if (tools.on) {
    return `media ingest on: ffmpeg ${tools.version} at ${tools.ffmpeg}, ffprobe at ${tools.ffprobe}`;
  }
  const why = tools.why;
  if ('missing' in why) {
    return `media ingest off: no ${why.missing} on PATH (${why.searched || 'empty'}); install Debian's ffmpeg package`;
  }
  if ('broken' in why) return `media ingest off: ${why.broken} does not run (${why.reason})`;
  const list = why.lacking.map((feature) => `${feature.kind} ${feature.name}`).join(', ');
  return `media ingest off: this ffmpeg lacks ${list}; install Debian's ffmpeg package`;
}

let ofThisProcess: Promise<MediaTools> | undefined;

/**
 * The tools of this process, looked for once (at start, by serve-process.ts) and then shared by
 * every caller: ingest's status cannot change without a restart, as PATH cannot.
 */
export function mediaToolsOfThisProcess(): Promise<MediaTools> {
  ofThisProcess ??= detectMediaTools(process.env.PATH ?? '');
  return ofThisProcess;
}
