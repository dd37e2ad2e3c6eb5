import { sql } from 'kysely';

/** Decrement that never goes below zero, portable to PostgreSQL (no scalar max()). */
export const decrement = (column: string) =>
  sql<number>`case when ${sql.ref(column)} > 0 then ${sql.ref(column)} - 1 else 0 end`;

export const increment = (column: string) => sql<number>`${sql.ref(column)} + 1`;
