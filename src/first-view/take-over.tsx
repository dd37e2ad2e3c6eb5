import { useEffect, useLayoutEffect, type ReactNode } from 'react';

/**
 * A server-rendered first view is inert (decision 032): its buttons have no handlers yet, and a
 * tap on one would be lost. Once the app has hydrated it, or committed its own copy in place, the
 * page is live. A hydrated page still carries the server's style marks (decision 033); the code
 * that moves them into the elements is only fetched when there are some.
 */
export function TakeOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    if (container.querySelector('[data-fv-style]')) {
      void import('./marked-styles').then(({ inlineMarkedStyles }) =>
        inlineMarkedStyles(container),
      );
    }
  }, [container]);
  // Live only once every effect of the first commit has run (a parent's effect runs after its
  // children's): a tap before then reached handlers whose subscriptions were not there yet, and
  // the podcast player missed a track chosen in that moment.
  useEffect(() => {
    container.removeAttribute('inert');
  }, [container]);
  return children;
}
