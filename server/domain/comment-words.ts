import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { matchingEntry } from './word-fold';

/**
 * The entry of the moderators' word list a new comment matches, or null (decision 070). Read on
 * every post: the list is short (a few hundred entries at most), and a word added a minute ago
 * holds the next comment at once, on every server instance.
 */
export async function heldWordFor(db: Kysely<Database>, body: string): Promise<string | null> {
  const rows = await db.selectFrom('comment_words').select('word').orderBy('id').execute();
  if (rows.length === 0) return null;
  return matchingEntry(
    body,
    rows.map((r) => r.word),
  );
}
