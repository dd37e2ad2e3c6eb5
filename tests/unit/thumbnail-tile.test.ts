import { describe, expect, it } from 'vitest';
import {
  barRatio,
  cssUrl,
  previewLeft,
  thumbnailTime,
  tileStyle,
} from '../../src/features/player/engine/thumbnail-tile';

// The sample's track: 160x90 frames, 3x2 to a tile. dash.js gives the frame's box in its tile.
const frame = (x: number, y: number, url = '/media/s/1/2/sig/paid/m1/thumb-2.jpg') => ({
  url,
  x,
  y,
  width: 160,
  height: 90,
});

describe('tileStyle', () => {
  it('shifts the tile image so the frame sits at the top left of a frame-sized box', () => {
    expect(tileStyle(frame(0, 0)).tile).toEqual({
      width: '160px',
      height: '90px',
      backgroundImage: 'url("/media/s/1/2/sig/paid/m1/thumb-2.jpg")',
      backgroundPosition: '0px 0px',
    });
    expect(tileStyle(frame(160, 0)).tile.backgroundPosition).toBe('-160px 0px');
    expect(tileStyle(frame(320, 90)).tile.backgroundPosition).toBe('-320px -90px');
  });

  it('hands the frame’s proportions to the CSS, which scales the box', () => {
    expect(tileStyle(frame(0, 90)).frame).toEqual({ '--tile-w': '160', '--tile-h': '90' });
  });

  it('keeps a hostile URL inside url("…")', () => {
    const css = cssUrl('/a") ; background: red; ("\\x\nb');
    expect(css.startsWith('url("')).toBe(true);
    expect(css.endsWith('")')).toBe(true);
    expect(css.slice(5, -2)).not.toMatch(/["\n]/);
  });
});

describe('thumbnailTime', () => {
  it('asks for the moment itself inside the title', () => {
    expect(thumbnailTime(7.2, 12)).toBe(7.2);
    expect(thumbnailTime(-1, 12)).toBe(0);
  });

  it('asks a little before the end, whose tile would be one past the last', () => {
    const t = thumbnailTime(12, 12);
    expect(t).toBeLessThan(12);
    expect(Math.floor(t / 6)).toBe(1);
  });
});

describe('barRatio and previewLeft', () => {
  it('turns the pointer into a share of the bar, held to the bar', () => {
    expect(barRatio(160, 100, 200)).toBe(0.3);
    expect(barRatio(50, 100, 200)).toBe(0);
    expect(barRatio(400, 100, 200)).toBe(1);
    expect(barRatio(150, 100, 0)).toBe(0);
  });

  it('places a time-only preview at the pointer and keeps a framed one inside the bar', () => {
    expect(previewLeft(0.6, false)).toBe('60%');
    expect(previewLeft(1 / 3, false)).toBe('33.33%');
    const framed = previewLeft(0, true);
    expect(framed).toMatch(/^clamp\(.+, 0%, calc\(100% - .+\)\)$/);
    expect(framed).toContain('--seek-thumb-width');
  });
});
