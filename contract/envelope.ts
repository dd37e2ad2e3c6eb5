import { z } from 'zod';

/** docs/product.md §7: "Responses generally have status, msg, data". */
export interface Envelope<T> {
  status: boolean;
  msg?: string;
  data?: T;
}

/** docs/product.md §3 paged lists; docs/architecture.md "Page size" fixes it at 24. */
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

export const PAGE_SIZE = 24;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.boolean(), msg: z.string().optional(), data: data.optional() });
}

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}

export const errorSchema = z.object({ status: z.literal(false), msg: z.string() });
