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

/**
 * The app runs the page: it has taken over the server's first view (decision 032: `#root`
 * loses `inert`) or rendered into the empty shell. Before that a click lands on nodes the app
 * is about to replace, and nothing on them has a handler.
 */
export function appRunning(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && !root.hasAttribute('inert') && root.childElementCount > 0;
  });
}

/** `page.goto` then returns once the app runs the page, as a person waits for it to respond. */
export function gotoWaitsForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appRunning(page);
    return response;
  };
  return page;
}
