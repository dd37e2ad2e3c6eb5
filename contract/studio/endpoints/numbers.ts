import { z } from 'zod';
import { MAX_RANGE_DAYS, UNDER_FLOOR, numbersMessages } from '../numbers-values';

/* The numbers room (docs/decisions/069-numbers.md). */

const DAY_MS = 86_400_000;

const day = z
  .string(numbersMessages.badDay)
  // A real calendar day: 2026-02-30 parses to 2 March, so it must read back the same.
  .refine((d) => {
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00Z`) : NaN;
    return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(d);
  }, numbersMessages.badDay);

/** A day's or a range's count of people, or "< 5". */
const count = z.union([z.number().int().nonnegative(), z.literal(UNDER_FLOOR)]);

const moneyRow = z.object({
  paying_users: count,
  revenue_pack: z.number().int(),
  revenue_rental: z.number().int(),
});

const usageRow = z.object({
  plays: count,
  viewers: count,
  /** Hours to one decimal, or "< 5" when fewer than five people watched. */
  watch_hours: z.union([z.number(), z.literal(UNDER_FLOOR)]),
  registrations: count,
  downloads: count,
  notifications_opened: count,
  empty_searches: count,
});

const completion = z.object({
  kind: z.enum(['title', 'episode']),
  id: z.number().int(),
  name: z.string(),
  started: count,
  completed: count,
  /** Percent of those who started that reached the end, or "< 5" below five starts. */
  rate: z.union([z.number(), z.literal(UNDER_FLOOR)]),
});

export const numbersQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, numbersMessages.badRange)
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / DAY_MS <
        MAX_RANGE_DAYS,
    numbersMessages.tooLong,
  );

export const numbersSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Today in Ulaanbaatar, by the server's clock (the room's default range ends here). */
  today: z.string(),
  money: z.object({
    days: z.array(moneyRow.extend({ day: z.string() })),
    total: moneyRow,
  }),
  /** Admins only: null for finance. */
  usage: z
    .object({
      days: z.array(usageRow.extend({ day: z.string() })),
      total: usageRow,
      completion: z.array(completion),
      empty_searches: z.array(z.object({ term: z.string(), count: z.number().int() })),
    })
    .nullable(),
});

export const numbersSchemas = {
  studioNumbers: {
    query: numbersQuery,
    response: z.object({ status: z.literal(true), data: numbersSchema }),
  },
} as const;
