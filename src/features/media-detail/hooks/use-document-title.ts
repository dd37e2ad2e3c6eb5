import { useEffect } from 'react';
import { texts } from '@/lib/texts';

/** Names the browser tab after the open title; the previous name comes back on leave. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${texts.brand}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
