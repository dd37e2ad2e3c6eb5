/*
 * The schedule is written in Ulaanbaatar time (UTC+8 all year) whatever the editor's device says,
 * as the channel airs there (docs/decisions/057-studio-home-and-schedule.md).
 */
const UB_OFFSET_MS = 8 * 3_600_000;

/** An ISO moment as a datetime-local value in Ulaanbaatar ('YYYY-MM-DDTHH:MM'). */
export const toUbInput = (iso: string) =>
  new Date(Date.parse(iso) + UB_OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local value read as Ulaanbaatar time, as the server takes it. */
export const fromUbInput = (value: string) => (value ? `${value}:00+08:00` : '');

/** Today in Ulaanbaatar, 'YYYY-MM-DD'. */
export const ubToday = () => new Date(Date.now() + UB_OFFSET_MS).toISOString().slice(0, 10);

/** 'HH:MM' in Ulaanbaatar. */
export const ubClock = (iso: string) => toUbInput(iso).slice(11, 16);
