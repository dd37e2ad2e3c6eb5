import { useLayoutEffect, type ReactNode } from 'react';
import { inlineMarkedStyles } from './marked-styles';

/**
 * A server-rendered first view is inert (decision 032): its buttons have no handlers yet, and a
 * tap on one would be lost. Once the app has hydrated it, or committed its own copy in place, the
 * page is live.
 */
export function TakeOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    inlineMarkedStyles(container);
    container.removeAttribute('inert');
  }, [container]);
  return children;
}
