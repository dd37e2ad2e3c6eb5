/** Zod-free values of the home room, so the studio app imports them at runtime (decision 057). */

/** 1 the big hero carousel at the top of the home; 2–5 the sets further down. */
export const SLIDE_SETS = [1, 2, 3, 4, 5] as const;
export const ACTORS_PAGE_SIZE = 50;
