/**
 * docs/architecture.md "Formatting": prices are whole tugrik through Intl.NumberFormat('mn-MN'),
 * followed by a space and ₮ ('9 900 ₮'), wherever a price shows.
 */
const tugrik = new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 0 });

export function formatTugrik(amount: number): string {
  return `${tugrik.format(amount)} ₮`;
}
