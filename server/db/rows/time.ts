/** Every `*_at` column is ISO-8601 UTC text (server/db/schema.ts). */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
