/**
 * Whether a write failed on the unique index `index` (named `<table>_<columns>_idx` by
 * migrations/columns.ts). PostgreSQL names the index in the error; SQLite names the columns, so
 * the index's table and columns are matched there instead.
 */
export function isUniqueViolation(
  error: unknown,
  index: { name: string; table: string; columns: string[] },
): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505') return e.constraint === index.name;
  if (e.code !== 'SQLITE_CONSTRAINT_UNIQUE' || typeof e.message !== 'string') return false;
  const columns = index.columns.map((c) => `${index.table}.${c}`).join(', ');
  return e.message.endsWith(`UNIQUE constraint failed: ${columns}`);
}
