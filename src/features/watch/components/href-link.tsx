import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * An in-app link by path, for destinations owned by other features (/pack, /register, details):
 * client-side navigation for a plain click, the browser's own for modified clicks.
 */
export function HrefLink({ href, onClick, children, ...rest }: Props) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
