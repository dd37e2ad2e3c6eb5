import type { z } from 'zod';
import type { Context } from 'hono';
import { extra } from '../../contract/messages';
import { HttpError } from './http-error';
import { readBody } from './read-body';

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

/** Malformed JSON or an oversized body is a 400; a body that is neither JSON nor a form a 415. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parse(schema, await readBody(c));
}
