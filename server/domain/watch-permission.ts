import { socialMessages } from '../../contract/endpoints/social';
import type { WatchDenial } from '../../contract/entities';
import { spec } from '../../contract/messages';

/**
 * docs/product.md §4 "Watch permission", decided on the server. Pure: the caller loads the facts
 * (domain/sources.ts) and passes the clock's now.
 */

/** A logged-in viewer; `days` is what remainingDays() computes (paid_until wins over days). */
export interface Viewer {
  id: number;
  days: number;
}

export type WatchSubject =
  | { kind: 'episode'; isFree: boolean }
  /** Non-theatre movies and the live channel. */
  | { kind: 'movie' | 'live'; isFree: boolean }
  | {
      kind: 'theatre';
      hasPrice: boolean;
      price: number;
      /** End of the viewer's latest rental of the title (ms since epoch), null when none. */
      rentalEndsAt: number | null;
    };

export type WatchDecision =
  | { canWatch: true; reasonCode: null; reason: null }
  | { canWatch: false; reasonCode: WatchDenial; reason: string };

const allowed: WatchDecision = { canWatch: true, reasonCode: null, reason: null };

const reasons: Record<WatchDenial, string> = {
  login: spec.guestWatch,
  extend: spec.extendToWatch,
  rent: socialMessages.rentToWatch,
};

function denied(code: WatchDenial): WatchDecision {
  return { canWatch: false, reasonCode: code, reason: reasons[code] };
}

/** The "payment status" of docs/product.md §4 "Watch permission": 1 while paid access is running (days left), else 0. */
export function paymentStatus(viewer: Viewer): 0 | 1 {
  return viewer.days > 0 ? 1 : 0;
}

/** A priced theatre title is watchable while a rental runs: it ends strictly after now. */
export function rentalRunning(rentalEndsAt: number | null, now: number): boolean {
  return rentalEndsAt !== null && rentalEndsAt > now;
}

export function decideWatch(
  viewer: Viewer | null,
  subject: WatchSubject,
  now: number,
): WatchDecision {
  // Every kind, free ones included, needs a login first.
  if (viewer === null) return denied('login');
  switch (subject.kind) {
    case 'episode':
      return subject.isFree || paymentStatus(viewer) === 1 ? allowed : denied('extend');
    case 'movie':
    case 'live':
      return subject.isFree || viewer.days > 0 ? allowed : denied('extend');
    case 'theatre': {
      // "Price zero or no price means allowed; otherwise the rental check result decides."
      if (!subject.hasPrice || subject.price <= 0) return allowed;
      return rentalRunning(subject.rentalEndsAt, now) ? allowed : denied('rent');
    }
  }
}
