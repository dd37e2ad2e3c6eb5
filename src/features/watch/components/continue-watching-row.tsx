import { lazy, Suspense } from 'react';
import { useAuth } from '@/session';

const ContinueWatchingList = lazy(() => import('./continue-watching-list'));

/**
 * Home's "continue watching" row for a logged-in user: the latest position per title, newest
 * first; nothing for guests or an empty history. Only this wrapper sits in the home page's
 * first-paint bundle; the row loads with the user's history, which it waits for anyway.
 */
export function ContinueWatchingRow() {
  const auth = useAuth();
  if (auth.status !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <ContinueWatchingList userId={auth.user.id} />
    </Suspense>
  );
}
