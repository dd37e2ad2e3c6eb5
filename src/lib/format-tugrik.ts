import { formatCount } from './format-count';

/**
 * docs/architecture.md "Formatting": prices are whole tugrik with a comma between thousands,
 * followed by a space and ₮ ('9,900 ₮'), wherever a price shows.
 */
export function formatTugrik(amount: number): string {
  return `${formatCount(amount)} ₮`;
}
