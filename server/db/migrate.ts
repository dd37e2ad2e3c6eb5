import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
