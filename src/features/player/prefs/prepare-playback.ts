import type { Dub, Subtitle } from '@contract/entities';
import type { Rendition } from '../engine/dash-engine';
import {
  QUALITY_HEIGHTS,
  resolveAudio,
  resolveQuality,
  resolveSubtitle,
  type QualityLevel,
} from '../engine/track-choice';
import { loadPlayerPrefs, savePlayerPref, type PlayerPrefs } from './preferences';

/** What the server sends to a viewer allowed to watch (contract/entities/playback.ts). */
export interface PlayerSources {
  vid1: string | null;
  vid2: string | null;
  vid3: string | null;
  dubs: Dub[];
  subs: Subtitle[];
}

export interface PlaybackChoice {
  renditions: Rendition[];
  /** The manifest to open. */
  url: string;
  /** 'auto' or the target height. */
  quality: 'auto' | number;
  audioLang: string | null;
  /** The subtitle code to show, or null for none. */
  subtitle: string | null;
  prefs: PlayerPrefs;
}

export function renditionsOf(sources: PlayerSources): Rendition[] {
  const urls = [sources.vid1, sources.vid2, sources.vid3];
  return urls.flatMap((url, level) =>
    url ? [{ height: QUALITY_HEIGHTS[level as QualityLevel], url }] : [],
  );
}

/** docs/product.md §4 "Player defaults" applied to a title's sources and the saved preferences. */
export function choosePlayback(sources: PlayerSources, prefs: PlayerPrefs): PlaybackChoice | null {
  const renditions = renditionsOf(sources);
  if (renditions.length === 0) return null;
  const levels = renditions.map((r) => QUALITY_HEIGHTS.indexOf(r.height as 480) as QualityLevel);
  const level = resolveQuality(prefs.quality, levels);
  const quality = level === 'auto' ? 'auto' : QUALITY_HEIGHTS[level];
  // Adaptive playback opens the HD manifest when renditions are separate manifests.
  const target = quality === 'auto' ? 720 : quality;
  const sorted = [...renditions].sort((a, b) => a.height - b.height);
  const start = sorted.filter((r) => r.height <= target).at(-1) ?? sorted[0]!;
  const audio = resolveAudio(
    prefs.sound,
    sources.dubs.map((d) => d.key),
  );
  const subtitle = resolveSubtitle(
    prefs.sub,
    sources.subs.map((s) => s.code),
    audio.lang,
  );
  return { renditions, url: start.url, quality, audioLang: audio.lang, subtitle, prefs };
}

/** Reads the preferences, chooses, and saves the default sound when none was saved yet. */
export async function preparePlayback(sources: PlayerSources): Promise<PlaybackChoice | null> {
  const prefs = await loadPlayerPrefs();
  const choice = choosePlayback(sources, prefs);
  if (choice?.audioLang && prefs.sound === undefined) {
    const lang = choice.audioLang;
    await savePlayerPref('sound', lang);
    choice.prefs = { ...prefs, sound: lang };
  }
  return choice;
}
