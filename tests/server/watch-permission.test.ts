import { describe, expect, it } from 'vitest';
import { socialMessages } from '../../contract/endpoints/social';
import { spec } from '../../contract/messages';
import { decideWatch, paymentStatus, rentalRunning } from '../../server/domain/watch-permission';
import type { Viewer, WatchSubject } from '../../server/domain/watch-permission';

const NOW = Date.UTC(2026, 5, 15, 4, 0);
const HOUR = 3_600_000;

const guest = null;
const zeroDays: Viewer = { id: 2, days: 0 };
const paid: Viewer = { id: 1, days: 30 };

const subjects: Record<string, WatchSubject> = {
  freeEpisode: { kind: 'episode', isFree: true },
  paidEpisode: { kind: 'episode', isFree: false },
  freeMovie: { kind: 'movie', isFree: true },
  paidMovie: { kind: 'movie', isFree: false },
  freeLive: { kind: 'live', isFree: true },
  paidLive: { kind: 'live', isFree: false },
  freeTheatre: { kind: 'theatre', hasPrice: false, price: 0, rentalEndsAt: null },
  zeroPriceTheatre: { kind: 'theatre', hasPrice: true, price: 0, rentalEndsAt: null },
  unrentedTheatre: { kind: 'theatre', hasPrice: true, price: 9900, rentalEndsAt: null },
  rentedTheatre: { kind: 'theatre', hasPrice: true, price: 9900, rentalEndsAt: NOW + HOUR },
  expiredTheatre: { kind: 'theatre', hasPrice: true, price: 9900, rentalEndsAt: NOW - 1 },
  endsNowTheatre: { kind: 'theatre', hasPrice: true, price: 9900, rentalEndsAt: NOW },
};

type Outcome = 'ok' | 'login' | 'extend' | 'rent';

/** docs/product.md §4 "Watch permission", row by row: [subject, guest, 0 days, paid]. */
const matrix: [keyof typeof subjects, Outcome, Outcome, Outcome][] = [
  ['freeEpisode', 'login', 'ok', 'ok'],
  ['paidEpisode', 'login', 'extend', 'ok'],
  ['freeMovie', 'login', 'ok', 'ok'],
  ['paidMovie', 'login', 'extend', 'ok'],
  ['freeLive', 'login', 'ok', 'ok'],
  ['paidLive', 'login', 'extend', 'ok'],
  ['freeTheatre', 'login', 'ok', 'ok'],
  ['zeroPriceTheatre', 'login', 'ok', 'ok'],
  // Days do not buy a theatre title: only a rental does.
  ['unrentedTheatre', 'login', 'rent', 'rent'],
  ['rentedTheatre', 'login', 'ok', 'ok'],
  ['expiredTheatre', 'login', 'rent', 'rent'],
  ['endsNowTheatre', 'login', 'rent', 'rent'],
];

const texts: Record<Exclude<Outcome, 'ok'>, string> = {
  login: spec.guestWatch,
  extend: spec.extendToWatch,
  rent: socialMessages.rentToWatch,
};

describe('decideWatch', () => {
  it.each(matrix)('%s: guest %s, 0 days %s, paid %s', (name, g, z, p) => {
    const subject = subjects[name]!;
    for (const [viewer, outcome] of [
      [guest, g],
      [zeroDays, z],
      [paid, p],
    ] as const) {
      const decision = decideWatch(viewer, subject, NOW);
      if (outcome === 'ok') {
        expect(decision).toEqual({ canWatch: true, reasonCode: null, reason: null });
      } else {
        expect(decision).toEqual({ canWatch: false, reasonCode: outcome, reason: texts[outcome] });
      }
    }
  });

  it('uses the spec texts verbatim', () => {
    expect(decideWatch(null, subjects.freeEpisode!, NOW).reason).toBe(
      'Та нэвтэрч орсны дараа үзэх боломжтой!',
    );
    expect(decideWatch(zeroDays, subjects.paidEpisode!, NOW).reason).toBe(
      'Та эрхээ сунгаж үзвэрээ үзнэ үү!',
    );
  });

  it('reads payment status 1 only while days are left', () => {
    expect(paymentStatus(paid)).toBe(1);
    expect(paymentStatus(zeroDays)).toBe(0);
    expect(paymentStatus({ id: 3, days: 1 })).toBe(1);
  });

  it('treats a rental as running strictly before its end', () => {
    expect(rentalRunning(null, NOW)).toBe(false);
    expect(rentalRunning(NOW + 1, NOW)).toBe(true);
    expect(rentalRunning(NOW, NOW)).toBe(false);
  });
});
