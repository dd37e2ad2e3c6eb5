import { podcastRow } from '../../server/db/rows';
import { nextNumber } from './target';
import type { FactoryTarget } from './target';

export interface PodcastOptions {
  title?: string;
  creator?: string;
  /** Epoch ms; the app's now by default. */
  createdAt?: number;
}

/** A podcast show with no tracks. Returns its id. */
export async function createPodcast(t: FactoryTarget, o: PodcastOptions = {}): Promise<number> {
  const n = nextNumber();
  const { id } = await t.db
    .insertInto('podcasts')
    .values(
      podcastRow({
        title: o.title ?? `Туршилтын подкаст ${n}`,
        creator: o.creator ?? 'Туршилтын хөтлөгч',
        createdAt: o.createdAt ?? t.clock.now(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
