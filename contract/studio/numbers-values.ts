/*
 * The numbers room's values the studio app uses at runtime (docs/decisions/069-numbers.md).
 * Zod-free, as roles.ts, so they reach the studio bundle without the schemas.
 */

/** Fewer people than this are never shown as a number: the room says "< 5" instead. */
export const PRIVACY_FLOOR = 5;

/** What the room shows in place of a number made of fewer than PRIVACY_FLOOR people. */
export const UNDER_FLOOR = '< 5' as const;

/** A count of people (or made of people): the number, or "< 5". */
export type Count = number | typeof UNDER_FLOOR;

/** The longest range one request may ask (a year and a day, for a leap year). */
export const MAX_RANGE_DAYS = 366;

/** How many titles, episodes and search texts the room lists. */
export const TOP_ROWS = 20;

export const numbersMessages = {
  badDay: 'Огноог ЖЖЖЖ-СС-ӨӨ хэлбэрээр оруулна уу!',
  badRange: 'Эхлэх огноо дуусах огнооноос хойш байж болохгүй!',
  tooLong: `Нэг удаад ${MAX_RANGE_DAYS} хоногоос ихгүй хугацаа сонгоно уу!`,
} as const;
