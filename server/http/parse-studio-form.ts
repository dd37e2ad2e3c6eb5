import type { z } from 'zod';
import type { Context } from 'hono';
import { studioMessages } from '../../contract/studio/messages';
import { readBody } from './read-body';

const FALLBACK = 'Энэ талбарын утга буруу байна!';

/** A refused studio form: 422 with the message of every failing field, by its path. */
export class FieldErrors extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(studioMessages.fieldsInvalid);
  }
}

/**
 * Parses a studio form with its contract schema. Unlike the viewer's parseBody (one 400), a form
 * needs to say which field is wrong, so each issue becomes `fields[path] = message` (the first
 * issue of a field wins: the form shows one message per field).
 */
export async function parseStudioForm<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  // Rules without a text of their own (a wrong type, an unknown choice) still answer in Mongolian.
  const result = schema.safeParse(await readBody(c), { error: () => FALLBACK });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new FieldErrors(fields);
}
