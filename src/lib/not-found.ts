import { notFound } from '@tanstack/react-router';
import { ApiError } from './api-client';

/**
 * For route loaders: a 404 from the API becomes the router's not-found state (the route's
 * notFoundComponent), so an unknown id shows a clear page instead of a generic error.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) throw notFound();
    throw error;
  }
}

/** A path id that can exist: a positive integer. Anything else is not found without asking. */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
