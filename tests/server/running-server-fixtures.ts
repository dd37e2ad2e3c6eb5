import { createDb } from '../../server/db/client';
import { createMovie, createUser } from '../factories';

/**
 * A viewer with a known PIN and a priced theatre title, written straight into the database of a
 * server process a test started (scripts/test-server.mjs), as the factories do for in-process apps.
 */
export async function viewerAndPricedTheatre(
  dataDir: string,
): Promise<{ viewer: { phone: string; pin: string }; pricedTheatre: number }> {
  const db = createDb({ dataDir, databaseUrl: undefined });
  try {
    const target = { db, clock: { now: () => Date.now() } };
    const pin = '4826';
    const viewer = { phone: (await createUser(target, { pin })).phone, pin };
    const pricedTheatre = await createMovie(target, { kind: 'theatre', price: 12_000 });
    return { viewer, pricedTheatre };
  } finally {
    await db.destroy();
  }
}
