/*
 * Which files of a DASH title a download keeps, and the manifest it plays from offline
 * (decision 029): one video Representation (the chosen quality), one audio language, and the
 * seek-bar thumbnails; every other Representation is removed from the stored manifest, so dash.js
 * offline can ask for nothing the download does not hold. Segment names are the manifest's own,
 * relative to its folder, so the worker answers them under the download's local prefix.
 */

export interface DashPlan {
  /** The manifest to store as manifest.mpd. */
  manifest: string;
  /** Paths relative to the manifest's folder, in the order they play. */
  files: string[];
  /** The bytes the kept Representations should take (bandwidth × duration), for space and progress. */
  estimatedBytes: number;
  /** The kept video height, null when the title has no video Representation with one. */
  height: number | null;
  /** The kept audio language, null when the audio is not labelled. */
  audioLang: string | null;
}

export interface DashChoice {
  /** Target height: the highest rendition not above it is kept, else the lowest. */
  height: number;
  /** Preferred audio language; the first audio set when absent. */
  audioLang: string | null;
}

/** 'PT1H2M3.5S' → 3723.5 (the parts MPD durations use). */
export function isoDurationSeconds(value: string | null): number {
  const match =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      value ?? '',
    );
  if (!match) return 0;
  const [, d, h, m, s] = match.map((part) => Number(part ?? 0));
  return (d ?? 0) * 86_400 + (h ?? 0) * 3_600 + (m ?? 0) * 60 + (s ?? 0);
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.localName === name);

/** $RepresentationID$, $Bandwidth$ and $Number$ / $Number%05d$ of a SegmentTemplate. */
function expand(template: string, rep: Element, number: number | null): string {
  return template
    .replaceAll('$RepresentationID$', rep.getAttribute('id') ?? '')
    .replaceAll('$Bandwidth$', rep.getAttribute('bandwidth') ?? '')
    .replace(/\$Number(?:%0(\d+)d)?\$/g, (_, width: string | undefined) =>
      String(number ?? 0).padStart(Number(width ?? 0), '0'),
    )
    .replaceAll('$$', '$');
}

/** Segment numbers of a template: from its SegmentTimeline, else duration over the period. */
function segmentCount(template: Element, periodSeconds: number): number {
  const timeline = children(template, 'SegmentTimeline')[0];
  if (timeline) {
    return children(timeline, 'S').reduce((n, s) => n + 1 + Number(s.getAttribute('r') ?? 0), 0);
  }
  const timescale = Number(template.getAttribute('timescale') ?? 1);
  const duration = Number(template.getAttribute('duration') ?? 0) / timescale;
  return duration > 0 ? Math.ceil(periodSeconds / duration - 1e-6) : 0;
}

/** The files one Representation needs: its init segment and every media segment. */
function filesOf(rep: Element, set: Element, periodSeconds: number): string[] {
  const template = children(rep, 'SegmentTemplate')[0] ?? children(set, 'SegmentTemplate')[0];
  if (!template) {
    // A single-file Representation (BaseURL) or a SegmentList: its URLs as written.
    const base = children(rep, 'BaseURL')[0]?.textContent?.trim();
    const list = children(rep, 'SegmentList')[0];
    const listed = list
      ? [
          ...children(list, 'Initialization').map((i) => i.getAttribute('sourceURL')),
          ...children(list, 'SegmentURL').map((s) => s.getAttribute('media')),
        ]
      : [];
    return [base, ...listed].filter((f): f is string => !!f);
  }
  const files: string[] = [];
  const init = template.getAttribute('initialization');
  if (init) files.push(expand(init, rep, null));
  const media = template.getAttribute('media');
  const start = Number(template.getAttribute('startNumber') ?? 1);
  if (media) {
    const count = segmentCount(template, periodSeconds);
    for (let i = 0; i < count; i++) files.push(expand(media, rep, start + i));
  }
  return files;
}

const kindOf = (set: Element): string => {
  const type = set.getAttribute('contentType') ?? set.getAttribute('mimeType') ?? '';
  const repType = children(set, 'Representation')[0]?.getAttribute('mimeType') ?? '';
  return (type || repType).split('/')[0] ?? '';
};

/** Keeps one video Representation and one audio set; returns the stored manifest and its files. */
export function planDash(text: string, choice: DashChoice): DashPlan {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const mpd = doc.documentElement;
  if (mpd.localName !== 'MPD') throw new Error('not a DASH manifest');
  if (mpd.getAttribute('type') === 'dynamic') throw new Error('a live stream cannot be downloaded');
  const total = isoDurationSeconds(mpd.getAttribute('mediaPresentationDuration'));
  const files: string[] = [];
  let bits = 0;
  let height: number | null = null;
  let audioLang: string | null = null;

  for (const period of children(mpd, 'Period')) {
    const seconds = isoDurationSeconds(period.getAttribute('duration')) || total;
    const sets = children(period, 'AdaptationSet');
    const audioSets = sets.filter((s) => kindOf(s) === 'audio');
    const keptAudio =
      audioSets.find((s) => choice.audioLang && s.getAttribute('lang') === choice.audioLang) ??
      audioSets[0];
    for (const set of sets) {
      const kind = kindOf(set);
      if (kind === 'audio' && set !== keptAudio) {
        set.remove();
        continue;
      }
      if (kind === 'text') {
        // Subtitles come from the title's own WebVTT files, like when streaming.
        set.remove();
        continue;
      }
      let reps = children(set, 'Representation');
      if (kind === 'video') {
        const sorted = [...reps].sort(
          (a, b) => Number(a.getAttribute('height')) - Number(b.getAttribute('height')),
        );
        const kept =
          sorted.filter((r) => Number(r.getAttribute('height')) <= choice.height).at(-1) ??
          sorted[0];
        for (const rep of reps) if (rep !== kept) rep.remove();
        reps = kept ? [kept] : [];
        height = kept ? Number(kept.getAttribute('height')) || null : null;
      }
      if (kind === 'audio') {
        audioLang = set.getAttribute('lang');
        // One Representation of the language is enough: the lowest the set offers.
        const sorted = [...reps].sort(
          (a, b) => Number(a.getAttribute('bandwidth')) - Number(b.getAttribute('bandwidth')),
        );
        for (const rep of sorted.slice(1)) rep.remove();
        reps = sorted.slice(0, 1);
      }
      for (const rep of reps) {
        files.push(...filesOf(rep, set, seconds));
        bits += Number(rep.getAttribute('bandwidth') ?? 0) * seconds;
      }
    }
  }
  // Files are addressed relative to the local manifest: a BaseURL would point them elsewhere.
  for (const base of [...doc.getElementsByTagNameNS('*', 'BaseURL')]) {
    if (base.parentElement === mpd || base.parentElement?.localName === 'Period') base.remove();
  }
  return {
    manifest: new XMLSerializer().serializeToString(doc),
    files: [...new Set(files)],
    estimatedBytes: Math.ceil(bits / 8),
    height,
    audioLang,
  };
}
