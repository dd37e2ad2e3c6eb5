import type { CreateTableBuilder, Kysely, QueryExecutorProvider } from 'kysely';
import { isPostgres } from '../dialect';

/*
 * The only place that knows how ids are generated. SQLite wants INTEGER PRIMARY KEY
 * AUTOINCREMENT (ids never reused); PostgreSQL an identity column, `by default` so the seed can
 * still write its own ids (seed.ts then moves each sequence past them).
 */
export function withId<TB extends string, C extends string>(
  db: QueryExecutorProvider,
  table: CreateTableBuilder<TB, C>,
) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A foreign key to `<target>.id`; required ones die with their parent, optional ones are nulled. */
export function withRef<TB extends string, C extends string, N extends string>(
  table: CreateTableBuilder<TB, C>,
  column: N,
  target: string,
  options: { nullable?: boolean; onDelete?: 'cascade' | 'set null' } = {},
) {
  const onDelete = options.onDelete ?? (options.nullable ? 'set null' : 'cascade');
  return table.addColumn(column, 'integer', (col) => {
    const ref = col.references(`${target}.id`).onDelete(onDelete);
    return options.nullable ? ref : ref.notNull();
  });
}

/** Named `<table>_<columns>_idx` so a later migration can drop it by a predictable name. */
export async function addIndex(
  db: Kysely<unknown>,
  table: string,
  columns: string[],
  options: { unique?: boolean } = {},
) {
  let builder = db.schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns);
  if (options.unique) builder = builder.unique();
  await builder.execute();
}
