import { useLayoutEffect, type ReactNode } from 'react';

/**
 * A server-rendered first view is inert (decision 032): its buttons have no handlers yet, and a
 * tap on one would be lost. Once the app has committed its own copy in place, the page is live.
 */
export function TakeOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
  }, [container]);
  return children;
}
