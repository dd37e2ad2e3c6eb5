import { useEffect } from 'react';
import { texts } from './texts';

/*
 * The titles asked for by mounted pages, newest last. The newest names the tab, so a dialog page
 * opened over another (the media overlay) names it while open, and whichever page is left when
 * one unmounts takes the name back, whatever order React runs their cleanups in.
 */
const asked: { title: string }[] = [];
/** index.html's own title, read before the first page renames the tab, to go back to. */
let fallback = '';

function apply() {
  const newest = asked.at(-1);
  document.title = newest ? `${newest.title} | ${texts.brand}` : fallback;
}

/** Names the browser tab after the open page; `null` while the page has nothing to name it by. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    const entry = { title };
    if (asked.length === 0 && !fallback) fallback = document.title;
    asked.push(entry);
    apply();
    return () => {
      asked.splice(asked.indexOf(entry), 1);
      apply();
    };
  }, [title]);
}
