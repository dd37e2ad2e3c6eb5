import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { refreshRelatedMedia } from '../domain/related-media';
import type { Database } from '../db/schema';
import { lockForSeeding, resetIdSequences } from '../db/sequences';
import { seedTaxonomy, seedSeries } from './catalogue';
import { SeedContext } from './context';
import { seedDemoInto } from './demo';
import { seedMovies } from './movies';
import { seedNewsletters } from './newsletters';
import { seedPages } from './pages';
import { seedPayments } from './payments';
import { seedPeople } from './people';
import { seedPodcasts } from './podcasts';
import { seedSite } from './site';
import { seedSlides } from './slides';

export interface SeedOptions {
  /** Multiplies series, movies and theatre titles (SEED_SCALE). */
  scale: number;
  clock: Clock;
  /**
   * Also the demo accounts with the PINs README publishes, their activity, payments and rental
   * (seed/demo.ts). Never in production (docs/decisions/039): there the catalogue alone.
   */
  demo: boolean;
}

/**
 * Fills an empty database with the Mongolian demo catalogue, and with `demo` its demo accounts.
 * One transaction, so a crash leaves the database empty rather than half-seeded, and the next
 * start simply tries again.
 */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const scale = Math.max(1, Math.floor(options.scale));
  return db.transaction().execute(async (trx) => {
    await lockForSeeding(trx);
    const existing = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const ctx = new SeedContext(trx, scale, options.clock.now());
    const people = await seedPeople(ctx);
    const taxonomy = await seedTaxonomy(ctx, people);
    await seedSeries(ctx, taxonomy);
    const movies = await seedMovies(ctx, taxonomy);
    await seedPodcasts(ctx);
    await seedNewsletters(ctx);
    await seedPages(ctx);
    await seedPayments(ctx);
    await seedSite(ctx);
    await seedSlides(ctx, movies.live);
    await ctx.flushArt();
    if (options.demo) await seedDemoInto(trx, ctx.now);
    // Similar titles are stored, not ranked per read: the catalogue is complete here.
    await refreshRelatedMedia(trx);
    await resetIdSequences(trx);
    return true;
  });
}
