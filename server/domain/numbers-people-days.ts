import type { Insertable, Kysely } from 'kysely';
import type { Database, NumbersPeopleTable } from '../db/schema';

const CHUNK = 400;

type Person = Insertable<NumbersPeopleTable>;

/**
 * Adds a day's people to numbers_people with each one's previous day (migration 0033), and makes
 * the day the previous day of that person's next row, if a later day was rolled up first. A
 * range's unique people is then the count of its rows whose previous day is before the range.
 * Only people new to the day are touched: a re-run of today writes nothing for those it had.
 * Runs in the day's rollup transaction, after the lock (rollups one at a time).
 */
export async function addPeopleDays(
  trx: Kysely<Database>,
  day: string,
  people: Person[],
): Promise<void> {
  const had = await trx
    .selectFrom('numbers_people')
    .select(['kind', 'user_id'])
    .where('day', '=', day)
    .execute();
  const known = new Set(had.map((p) => `${p.kind}:${p.user_id}`));
  const fresh = people.filter((p) => !known.has(`${p.kind}:${p.user_id}`));
  for (const kind of ['viewer', 'payer'] as const) {
    const ids = fresh.filter((p) => p.kind === kind).map((p) => p.user_id);
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      await trx
        .insertInto('numbers_people')
        .values(chunk.map((user_id) => ({ day, kind, user_id })))
        .onConflict((oc) => oc.columns(['kind', 'day', 'user_id']).doNothing())
        .execute();
      await trx
        .updateTable('numbers_people')
        .set((eb) => ({
          prev_day: eb
            .selectFrom('numbers_people as p')
            .select((e) => e.fn.max('p.day').as('d'))
            .where('p.kind', '=', kind)
            .whereRef('p.user_id', '=', 'numbers_people.user_id')
            .where('p.day', '<', day),
        }))
        .where('kind', '=', kind)
        .where('day', '=', day)
        .where('user_id', 'in', chunk)
        .execute();
      // The next row's previous day was before this one (or none): it is now this day. Rows
      // further on already name a day after this one.
      await trx
        .updateTable('numbers_people')
        .set({ prev_day: day })
        .where('kind', '=', kind)
        .where('user_id', 'in', chunk)
        .where('day', '>', day)
        .where((eb) => eb.or([eb('prev_day', 'is', null), eb('prev_day', '<', day)]))
        .execute();
    }
  }
}
