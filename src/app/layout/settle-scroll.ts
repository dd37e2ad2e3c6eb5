/** Give a page this long to rebuild and grow after a navigation (rows load after first paint). */
const SETTLE_MS = 3000;

/**
 * Applies a scroll position now and again each time the page changes size, until `apply` says it
 * is done, the viewer scrolls themselves (wheel, touch, keys), or the page has had SETTLE_MS.
 */
export function settleScroll(apply: () => boolean): void {
  if (apply()) return;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const observer = new ResizeObserver(() => {
    if (apply()) stop();
  });
  observer.observe(document.body);
  const timer = window.setTimeout(stop, SETTLE_MS);
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
}
