import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

interface Props {
  mediaId: number;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * Opens the media details overlay over the current page: same path and search plus `media={id}`.
 * The page must not scroll (docs/product.md §2 scroll behaviour), hence resetScroll false.
 */
export function OverlayLink({ mediaId, className, children, ...aria }: Props) {
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, media: mediaId })}
      resetScroll={false}
      className={className}
      {...aria}
    >
      {children}
    </Link>
  );
}
