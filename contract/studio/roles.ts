/*
 * Who may do what in the studio (docs/decisions/051-studio.md). Zod-free: the studio app imports
 * these values at runtime. A user may hold several roles; `admin` may do everything.
 */
export const STAFF_ROLES = ['admin', 'editor', 'moderator', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role is called in the studio. */
export const ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'Админ',
  editor: 'Редактор',
  moderator: 'Модератор',
  finance: 'Санхүү',
};

/** Where a title or an episode stands; only 'published' (and 'scheduled' past its time) is seen. */
export const PUBLISH_STATES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

export const PUBLISH_STATE_NAMES: Record<PublishState, string> = {
  draft: 'Ноорог',
  scheduled: 'Товлосон',
  published: 'Нийтлэгдсэн',
  hidden: 'Нуусан',
};

/** A studio sign-in lasts at most this long, however active (the 12 hours). */
export const STUDIO_SESSION_MS = 12 * 60 * 60 * 1000;

/** Whether someone holding `held` may act as `needed`: admins may do everything. */
export function mayAct(held: readonly StaffRole[], needed: StaffRole): boolean {
  return held.includes('admin') || held.includes(needed);
}
