import { z } from 'zod';

/** ISO-8601 UTC timestamp as the server stores it (`Date#toISOString()`). */
export const timestamp = z.iso.datetime();
/** 'YYYY-MM-DD'. */
export const isoDate = z.iso.date();
/** Image, video and audio URLs are site-relative (`/art/…`, `/media/…`) unless MEDIA_BASE_URL is set. */
export const url = z.string().min(1);

/** Spec's like toggle state: 1 like, 0 dislike, null none (docs/product.md §4 "Likes and statuses"). */
export const likeValueSchema = z.union([z.literal(0), z.literal(1)]).nullable();
export type LikeValue = z.infer<typeof likeValueSchema>;
