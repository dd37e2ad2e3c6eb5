/** docs/product.md §9: the QR is valid 90 seconds (the counter's reset value). */
export const QR_LIFETIME_S = 90;
/** docs/product.md §4/§9: step 1 → 2 (or the refusal's toast) 1 s after the invoice answers. */
export const INVOICE_STEP_DELAY_MS = 1_000;
/** docs/product.md §4/§9: the page reloads 3 s after a rental is paid. */
export const RELOAD_DELAY_MS = 3_000;
/** How often step 2 asks whether the payment arrived while the page is visible. */
export const CHECK_POLL_MS = 5_000;
