import type { ModerationPerson } from '../../contract/studio/endpoints/moderation';
import { MODERATION_PAGE_SIZE } from '../../contract/studio/moderation-values';

/*
 * How the moderation room names people (docs/decisions/063-moderation.md): id, nickname and a
 * masked phone. A moderator needs to tell two viewers apart and find one again, not to call
 * them; the whole number stays in the account room. Search by the whole phone still works.
 */

export function maskPhone(phone: string | null): string | null {
  if (phone === null || phone.length < 5) return phone === null ? null : '****';
  return `${phone.slice(0, 2)}****${phone.slice(-2)}`;
}

export function person(
  id: number | null,
  name: string | null,
  phone: string | null,
): ModerationPerson | null {
  return id === null ? null : { id, name: name || null, phone: maskPhone(phone) };
}

/** One page of a list read with one row more than a page, which says whether another follows. */
export function moderationPage<T>(rows: T[], page: number) {
  return {
    rows: rows.slice(0, MODERATION_PAGE_SIZE),
    page,
    has_more: rows.length > MODERATION_PAGE_SIZE,
  };
}

export const moderationWindow = (page: number) => ({
  limit: MODERATION_PAGE_SIZE + 1,
  offset: (page - 1) * MODERATION_PAGE_SIZE,
});
