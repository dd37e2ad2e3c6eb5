// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isoDurationSeconds, planDash } from '@/features/downloads/engine/dash-plan';

const sample = readFileSync('media/title/manifest.mpd', 'utf8');

describe('planDash: what a download keeps of a DASH title', () => {
  it('keeps the chosen rendition, one audio language and the thumbnails, every segment once', () => {
    const plan = planDash(sample, { height: 720, audioLang: 'en' });
    expect(plan.height).toBe(720);
    expect(plan.audioLang).toBe('en');
    // 12 s in 2 s segments: an init and 6 segments for video (rep 1) and English audio (rep 4).
    expect(plan.files.filter((f) => /^(init|chunk)-1[-.]/.test(f))).toEqual([
      'init-1.m4s',
      ...[1, 2, 3, 4, 5, 6].map((n) => `chunk-1-0000${n}.m4s`),
    ]);
    expect(plan.files.filter((f) => /^(init|chunk)-4[-.]/.test(f))).toHaveLength(7);
    expect(plan.files.some((f) => /^(init|chunk)-(0|2|3)[-.]/.test(f))).toBe(false);
    expect(plan.files).toContain('thumb-1.jpg');
    expect(plan.files).toContain('thumb-2.jpg');
    // The stored manifest names nothing the download does not hold.
    expect(plan.manifest).toContain('id="1"');
    expect(plan.manifest).not.toContain('height="1080"');
    expect(plan.manifest).not.toContain('lang="mn"');
    // 700 kbit/s video + 64 kbit/s audio + the thumbnails' declared rate over 12 s.
    expect(plan.estimatedBytes).toBe(Math.ceil(((700_000 + 64_000 + 16_632) * 12) / 8));
  });

  it('takes the highest rendition not above the target, else the lowest, and the first audio', () => {
    expect(planDash(sample, { height: 1080, audioLang: null }).height).toBe(1080);
    expect(planDash(sample, { height: 360, audioLang: 'fr' })).toMatchObject({
      height: 480,
      audioLang: 'mn',
    });
  });

  it('refuses a live manifest and what is not a manifest', () => {
    expect(() =>
      planDash(sample.replace('type="static"', 'type="dynamic"'), { height: 480, audioLang: null }),
    ).toThrow();
    expect(() => planDash('<html></html>', { height: 480, audioLang: null })).toThrow();
  });

  it('reads MPD durations', () => {
    expect(isoDurationSeconds('PT12.0S')).toBe(12);
    expect(isoDurationSeconds('PT1H2M3.5S')).toBe(3723.5);
    expect(isoDurationSeconds('bad')).toBe(0);
  });
});
