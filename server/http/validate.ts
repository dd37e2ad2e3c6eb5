import type { z } from 'zod';
import type { Context } from 'hono';
import { extra } from '../../contract/messages';
import { HttpError } from './http-error';

/** Parses with a contract schema; any failure is the client's fault, so it is a 400, never a 500. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, extra.badRequest);
  return result.data;
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parse(schema, c.req.param());
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parse(schema, c.req.query());
}

/** Malformed JSON, a wrong content type or an oversized body are all the same 400. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/json')) body = await c.req.json();
    else if (type.includes('form'))
      body = Object.fromEntries(Object.entries(await c.req.parseBody()));
    else body = {};
  } catch {
    throw new HttpError(400, extra.badRequest);
  }
  return parse(schema, body);
}
