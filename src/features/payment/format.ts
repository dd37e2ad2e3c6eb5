const tugrik = new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 0 });

/** docs/architecture.md "Formatting": prices through Intl.NumberFormat('mn-MN') with ₮ ('9 900 ₮'). */
export function formatTugrik(amount: number): string {
  return `${tugrik.format(amount)} ₮`;
}
