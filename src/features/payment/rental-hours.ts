import { usePaymentOptions } from './api/get-payment-options';

/** docs/product.md §1/§9: the app variant rents for 5 or 72 hours. */
const VARIANTS = [5, 72] as const;
const DEFAULT_HOURS = 72;

/** VITE_RENTAL_HOURS at build time ('5' or '72'); anything else is the default 72. */
export function buildRentalHours(raw: unknown = import.meta.env.VITE_RENTAL_HOURS): number {
  const hours = Number(raw ?? DEFAULT_HOURS);
  return (VARIANTS as readonly number[]).includes(hours) ? hours : DEFAULT_HOURS;
}

/**
 * The hours step 1 names. The server's rental_hours is the period it actually grants, so when
 * the build and the server disagree the server wins; until it answers (or when `ask` is false:
 * no one to rent for yet), the build's value.
 */
export function useRentalHours(ask = true): number {
  const offer = usePaymentOptions(ask);
  const server = offer.data?.rentalHours;
  return server && server > 0 ? server : buildRentalHours();
}
