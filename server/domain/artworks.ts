import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The stored SVG of a generated poster, banner, logo or avatar, or undefined. */
export async function artworkSvg(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const art = await db.selectFrom('artworks').select('svg').where('id', '=', id).executeTakeFirst();
  return art?.svg;
}
