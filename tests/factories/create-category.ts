import { nextNumber } from './target';
import type { FactoryTarget } from './target';

/** A catalogue category of its own (none of the demo's titles are in it). Returns the id. */
export async function createCategory(t: FactoryTarget, title?: string): Promise<number> {
  const n = nextNumber();
  const { id } = await t.db
    .insertInto('categories')
    .values({
      title: title ?? `Туршилтын ангилал ${n}`,
      slug: `test-category-${n}`,
      sort: 1000 + n,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
