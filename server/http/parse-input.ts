import type { Context } from 'hono';
import type { z } from 'zod';
import { authMessages } from '../../contract/endpoints/auth';
import { extra, searchMessages, spec, textMessages } from '../../contract/messages';
import { HttpError } from './http-error';
import { readBody } from './read-body';

/** Texts a schema may carry as its issue message; anything else (zod's English) is not shown. */
const catalogue: ReadonlySet<string> = new Set([
  ...Object.values(spec),
  ...Object.values(extra),
  ...Object.values(authMessages),
  ...Object.values(textMessages),
  ...Object.values(searchMessages),
]);
/** Well-formed input the rules refuse (a control character in a name): 422, not 400. */
const unprocessable: ReadonlySet<string> = new Set(Object.values(textMessages));

/**
 * Like validate.ts's parse, but the 400 carries the schema's own Mongolian message when it has one
 * (docs/product.md §5: 'Утасны дугаараа зөв орууна уу!', 'Овогоо оруулна уу!', …), so a form can show
 * what is wrong instead of a generic "bad request".
 */
export function parseWithMessage<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const refused = issues.find((issue) => unprocessable.has(issue.message));
  if (refused) throw new HttpError(422, refused.message);
  const known = issues.find((issue) => catalogue.has(issue.message));
  throw new HttpError(400, known?.message ?? extra.badRequest);
}

export const paramsOf = <S extends z.ZodType>(c: Context, schema: S) =>
  parseWithMessage(schema, c.req.param());

export const queryOf = <S extends z.ZodType>(c: Context, schema: S) =>
  parseWithMessage(schema, c.req.query());

/** JSON or form body; malformed JSON or a body that is not an object is a 400, other types 415. */
export async function bodyOf<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWithMessage(schema, await readBody(c));
}
