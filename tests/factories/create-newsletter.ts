import { newsletterRow } from '../../server/db/rows';
import { nextNumber } from './target';
import type { FactoryTarget } from './target';

export interface NewsletterOptions {
  title?: string;
  /** Epoch ms; the app's now by default. */
  publishedAt?: number;
}

/** A published newsletter issue. Returns its id. */
export async function createNewsletter(
  t: FactoryTarget,
  o: NewsletterOptions = {},
): Promise<number> {
  const n = nextNumber();
  const { id } = await t.db
    .insertInto('newsletters')
    .values(
      newsletterRow({
        title: o.title ?? `Туршилтын товхимол ${n}`,
        body: '<p>Туршилт</p>',
        publishedAt: o.publishedAt ?? t.clock.now(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
