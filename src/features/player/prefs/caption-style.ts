/**
 * How subtitles look (issue 17 point 6): size, text colour and what is behind the text. Kept with
 * the other player preferences; the values are ids, so a stored one that is no longer offered
 * simply falls back to the default.
 */
export const CAPTION_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export const CAPTION_COLOURS = ['white', 'yellow', 'cyan', 'green'] as const;
export const CAPTION_BACKGROUNDS = ['box', 'solid', 'none'] as const;

export type CaptionSize = (typeof CAPTION_SIZES)[number];
export type CaptionColour = (typeof CAPTION_COLOURS)[number];
export type CaptionBackground = (typeof CAPTION_BACKGROUNDS)[number];

export interface CaptionStyle {
  size: CaptionSize;
  colour: CaptionColour;
  background: CaptionBackground;
}

export const DEFAULT_CAPTION_STYLE: CaptionStyle = {
  size: 'medium',
  colour: 'white',
  background: 'box',
};

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isCaptionSize = oneOf(CAPTION_SIZES);
export const isCaptionColour = oneOf(CAPTION_COLOURS);
export const isCaptionBackground = oneOf(CAPTION_BACKGROUNDS);
