const tugrik = new Intl.NumberFormat('mn-MN', { maximumFractionDigits: 0 });

/** DESIGN.md: prices through Intl.NumberFormat('mn-MN') with ₮ ('9 900 ₮'). */
export function formatTugrik(amount: number): string {
  return `${tugrik.format(amount)} ₮`;
}
