/*
 * Ulaanbaatar time (UTC+8 all year) whatever the editor's device says: the schedule is written in
 * it, as the channel airs there (docs/decisions/057-studio-home-and-schedule.md), and moderation
 * shows and sets its moments in it.
 */
const UB_OFFSET_MS = 8 * 3_600_000;

/** An ISO moment as a datetime-local value in Ulaanbaatar ('YYYY-MM-DDTHH:MM'). */
export const toUbInput = (iso: string) =>
  new Date(Date.parse(iso) + UB_OFFSET_MS).toISOString().slice(0, 16);

/** A moment as 'YYYY-MM-DD HH:MM' in Ulaanbaatar. */
export const ubMoment = (iso: string) => toUbInput(iso).replace('T', ' ');

/** A datetime-local value read as Ulaanbaatar time, as the server takes it. */
export const fromUbInput = (value: string) => (value ? `${value}:00+08:00` : '');

/** Today in Ulaanbaatar, 'YYYY-MM-DD'. */
export const ubToday = () => new Date(Date.now() + UB_OFFSET_MS).toISOString().slice(0, 10);

/** 'HH:MM' in Ulaanbaatar. */
export const ubClock = (iso: string) => toUbInput(iso).slice(11, 16);
