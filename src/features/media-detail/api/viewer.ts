import { getSession } from '@/lib/session-storage';

/** Public personalised reads take the logged-in user's id, or 0 for a guest (DESIGN.md). */
export function viewerId(): number {
  return getSession().userId ?? 0;
}
