/**
 * How subtitles look (issue 17 point 6): size, text colour and what is behind the text. Kept with
 * the other player preferences; the values are ids, so a stored one that is no longer offered
 * simply falls back to the default.
 */
export const CAPTION_CHOICES = {
  size: ['small', 'medium', 'large', 'xlarge'],
  colour: ['white', 'yellow', 'cyan', 'green'],
  background: ['box', 'solid', 'none'],
} as const;

export type CaptionPart = keyof typeof CAPTION_CHOICES;
export type CaptionStyle = { [P in CaptionPart]: (typeof CAPTION_CHOICES)[P][number] };

export const CAPTION_PARTS = Object.keys(CAPTION_CHOICES) as CaptionPart[];

export const DEFAULT_CAPTION_STYLE: CaptionStyle = {
  size: 'medium',
  colour: 'white',
  background: 'box',
};

/** The player preference each part is kept under (prefs/preferences.ts). */
export const CAPTION_PREF = {
  size: 'captionSize',
  colour: 'captionColour',
  background: 'captionBackground',
} as const satisfies Record<CaptionPart, string>;

export function isCaptionChoice<P extends CaptionPart>(
  part: P,
  value: unknown,
): value is CaptionStyle[P] {
  return typeof value === 'string' && (CAPTION_CHOICES[part] as readonly string[]).includes(value);
}
