import type { Page } from 'playwright-core';

/*
 * Waits for conditions the page can report, instead of fixed sleeps: a sleep long enough on a
 * loaded machine is wasted time everywhere else, and a short one fails at random.
 */

/**
 * Two frames and a task have passed: whatever a scroll, resize or new DOM set off (layout,
 * IntersectionObserver and ResizeObserver callbacks, the effects they start) has run. A request
 * the page sent by then has already been reported to Playwright, whose events arrive in order.
 */
export function framesSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/** The window's scroll position has stayed the same for three frames (a scroll has ended). */
export function scrollSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** No CSS or Web animation is running: what a screenshot or a check sees is the final state. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}
