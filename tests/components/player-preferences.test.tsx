import { clear, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dub, Subtitle } from '@contract/entities';
import {
  resolveAudio,
  resolveQuality,
  resolveSubtitle,
} from '@/features/player/engine/track-choice';
import { PREF_KEYS, loadPlayerPrefs } from '@/features/player/prefs/preferences';
import {
  choosePlayback,
  preparePlayback,
  type PlayerSources,
} from '@/features/player/prefs/prepare-playback';

const mpd = (name: string) => `/media/${name}/manifest.mpd`;
const dub = (key: 'mn' | 'en'): Dub => ({ key, url: `${mpd('t')}#${key}` });
const sub = (code: string, isRaw = true): Subtitle => ({ code, isRaw, url: `/subs/${code}.vtt` });

const sources = (patch: Partial<PlayerSources> = {}): PlayerSources => ({
  vid1: mpd('480'),
  vid2: mpd('720'),
  vid3: mpd('1080'),
  dubs: [dub('en'), dub('mn')],
  subs: [sub('mn', false), sub('en')],
  ...patch,
});

afterEach(async () => {
  await clear();
});

describe('quality (docs/product.md §4: the saved one, else the highest available not above it)', () => {
  it('keeps the saved level when the title has it', () => {
    expect(resolveQuality(1, [0, 1, 2])).toBe(1);
    expect(resolveQuality(2, [0, 1, 2])).toBe(2);
  });

  it('falls back to the highest available level below the saved one', () => {
    expect(resolveQuality(2, [0, 1])).toBe(1);
    expect(resolveQuality(2, [0])).toBe(0);
    expect(resolveQuality(1, [0, 2])).toBe(0);
  });

  it('takes the lowest level when every rendition is above the saved one', () => {
    expect(resolveQuality(0, [1, 2])).toBe(1);
  });

  it('is adaptive without a saved level or when Auto was chosen', () => {
    expect(resolveQuality(undefined, [0, 1, 2])).toBe('auto');
    expect(resolveQuality('auto', [0, 1, 2])).toBe('auto');
  });

  it('opens the fallback rendition of a title without the saved one', () => {
    const choice = choosePlayback(sources({ vid3: null }), { quality: 2 });
    expect(choice?.quality).toBe(720);
    expect(choice?.url).toBe(mpd('720'));
    const low = choosePlayback(sources({ vid2: null, vid3: null }), { quality: 1 });
    expect(low?.quality).toBe(480);
    expect(low?.url).toBe(mpd('480'));
  });

  it('has nothing to play without any rendition', () => {
    expect(choosePlayback(sources({ vid1: null, vid2: null, vid3: null }), {})).toBeNull();
  });
});

describe('audio (the saved sound, else the Mongolian dub, else English; the default is saved)', () => {
  it('prefers Mongolian, then English', () => {
    expect(resolveAudio(undefined, ['en', 'mn'])).toEqual({ lang: 'mn', save: true });
    expect(resolveAudio(undefined, ['en'])).toEqual({ lang: 'en', save: true });
    expect(resolveAudio('en', ['en', 'mn'])).toEqual({ lang: 'en', save: false });
  });

  it('saves the Mongolian default in IndexedDB when nothing was saved', async () => {
    const choice = await preparePlayback(sources());
    expect(choice?.audioLang).toBe('mn');
    expect(await get(PREF_KEYS.sound)).toBe('mn');
  });

  it('saves English as the default of a title without a Mongolian dub', async () => {
    const choice = await preparePlayback(sources({ dubs: [dub('en')] }));
    expect(choice?.audioLang).toBe('en');
    expect(await get(PREF_KEYS.sound)).toBe('en');
  });

  it('keeps a saved sound and never overwrites it', async () => {
    await set(PREF_KEYS.sound, 'en');
    expect((await preparePlayback(sources()))?.audioLang).toBe('en');
    // A title without English plays Mongolian, but the saved choice stays for the next title.
    expect((await preparePlayback(sources({ dubs: [dub('mn')] })))?.audioLang).toBe('mn');
    expect(await get(PREF_KEYS.sound)).toBe('en');
  });

  it('reads the saved quality from IndexedDB', async () => {
    await set(PREF_KEYS.quality, 0);
    const choice = await preparePlayback(sources());
    expect(choice?.quality).toBe(480);
    expect(choice?.url).toBe(mpd('480'));
  });
});

describe('subtitles (the saved code; a missing Mongolian one falls back to English)', () => {
  it('uses the saved code when the title has it', () => {
    expect(resolveSubtitle('mn', ['mn', 'en'], 'mn')).toBe('mn');
    expect(resolveSubtitle('en', ['mn', 'en'], 'mn')).toBe('en');
  });

  it('falls back from Mongolian to English', () => {
    expect(resolveSubtitle('mn', ['en'], 'mn')).toBe('en');
  });

  it('shows none when the saved code is missing (other than mn) or subtitles are off', () => {
    expect(resolveSubtitle('en', ['mn'], 'mn')).toBeNull();
    expect(resolveSubtitle('', ['mn', 'en'], 'en')).toBeNull();
  });

  it('with nothing saved, shows none under Mongolian sound and Mongolian text otherwise', () => {
    expect(resolveSubtitle(undefined, ['mn', 'en'], 'mn')).toBeNull();
    expect(resolveSubtitle(undefined, ['mn', 'en'], 'en')).toBe('mn');
    expect(resolveSubtitle(undefined, ['en'], 'en')).toBe('en');
  });

  it('applies the saved subtitle from IndexedDB', async () => {
    await set(PREF_KEYS.sub, 'mn');
    const choice = await preparePlayback(sources({ subs: [sub('en')] }));
    expect(choice?.subtitle).toBe('en');
  });
});

describe('caption style preference', () => {
  it('reads a saved caption style and ignores values that are not offered', async () => {
    await set(PREF_KEYS.captionSize, 'xlarge');
    await set(PREF_KEYS.captionColour, 'purple');
    await set(PREF_KEYS.captionBackground, 'none');
    const prefs = await loadPlayerPrefs();
    expect(prefs.captionSize).toBe('xlarge');
    expect(prefs.captionColour).toBeUndefined();
    expect(prefs.captionBackground).toBe('none');
  });
});
