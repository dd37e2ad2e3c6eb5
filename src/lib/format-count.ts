/**
 * docs/architecture.md "Formatting": a whole number with a comma between thousands
 * ('1,234,567'), as Intl.NumberFormat('mn-MN') writes it in Chromium and in Node. Written by hand
 * because a page's first Intl call loads the locale data, about 60 ms on a slow phone, and the
 * server's first view and the browser must write the same text.
 */
export function formatCount(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
