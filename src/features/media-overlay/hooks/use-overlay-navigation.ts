import { useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * Closing keeps the page and only `t` plus `media=c` in the query (docs/product.md §2). Neither closing
 * nor switching seasons scrolls the page under the overlay.
 */
export function useOverlayNavigation() {
  const router = useRouter();

  const close = useCallback(() => {
    const { t } = router.state.location.search as { t?: unknown };
    void router.navigate({
      to: '.',
      search: (t === undefined ? { media: 'c' } : { media: 'c', t }) as never,
      replace: true,
      resetScroll: false,
    });
  }, [router]);

  const show = useCallback(
    (id: number) => {
      void router.navigate({
        to: '.',
        search: ((prev: Record<string, unknown>) => ({ ...prev, media: id })) as never,
        replace: true,
        resetScroll: false,
      });
    },
    [router],
  );

  return { close, show };
}
