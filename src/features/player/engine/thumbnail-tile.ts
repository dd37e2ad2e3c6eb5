/**
 * One frame of the seek-bar thumbnail track: dash.js names the tile image and the frame's box in
 * it (the DASH-IF thumbnail_tile scheme, docs/decisions/027-seek-thumbnails.md).
 */
export interface SeekThumbnail {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TileStyle {
  /** The box the frame is shown in: the frame's proportions, for the CSS to size. */
  frame: { '--tile-w': string; '--tile-h': string };
  /** The tile image at its own size, shifted so the frame sits at the box's top left. */
  tile: { width: string; height: string; backgroundImage: string; backgroundPosition: string };
}

/** A CSS `url("…")` that no quote, backslash or line break in the URL can end early. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * The crop: the whole tile image as background, moved up and left by the frame's place in it, in
 * a box of the frame's own size; the CSS module scales that box to the preview's width.
 */
export function tileStyle(thumb: SeekThumbnail): TileStyle {
  const shift = (n: number) => (n === 0 ? '0px' : `${-n}px`);
  return {
    frame: { '--tile-w': String(thumb.width), '--tile-h': String(thumb.height) },
    tile: {
      width: `${thumb.width}px`,
      height: `${thumb.height}px`,
      backgroundImage: cssUrl(thumb.url),
      backgroundPosition: `${shift(thumb.x)} ${shift(thumb.y)}`,
    },
  };
}

/**
 * The time to ask a thumbnail for. The end of the title is the start of a tile that does not
 * exist (12 s of 6 s tiles would ask for tile 3), so the last moment is a little before it.
 */
export function thumbnailTime(time: number, duration: number): number {
  const end = Math.max(0, duration - 0.05);
  return Math.min(Math.max(0, time), end);
}

/** Where along the bar (0…1) a pointer at `clientX` is. */
export function barRatio(clientX: number, barLeft: number, barWidth: number): number {
  if (!(barWidth > 0)) return 0;
  return Math.min(1, Math.max(0, (clientX - barLeft) / barWidth));
}

/** Half the framed preview's width, from the CSS module's `--seek-thumb-width` (unitless px). */
const HALF_FRAME = 'calc(var(--seek-thumb-width) * 0.5px + var(--space-1))';

/**
 * The preview's centre, as a share of the bar. A preview with a frame stops half its width from
 * either end, so it never sticks out of the player (which clips) at the start or end of a title.
 */
export function previewLeft(ratio: number, framed: boolean): string {
  const at = `${Math.round(Math.min(1, Math.max(0, ratio)) * 10_000) / 100}%`;
  return framed ? `clamp(${HALF_FRAME}, ${at}, calc(100% - ${HALF_FRAME}))` : at;
}
