import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useRouter } from '@tanstack/react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A click the page may take over: the primary button with no modifier. Any other keeps the
 * browser's own behaviour (a new tab, a new window, a download).
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.button !== 0) return false;
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * An in-app link by plain path, for destinations whose routes belong to other features (watch,
 * listings, /pack, /register): a plain click navigates without a page load, and an unknown path
 * still lands on the splat route's redirect. Modified and non-primary clicks keep the browser's
 * own behaviour (new tab, new window, download).
 */
export function AnchorLink({ href, onClick, children, ...rest }: Props) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
