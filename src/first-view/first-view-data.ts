import type { DehydratedState } from '@tanstack/react-query';

/*
 * The data a server-rendered first view was made from travels in the page as JSON in a
 * <script type="application/json">: the browser never runs it, so the CSP (no inline script)
 * stands, and the first render in the browser starts from the same data instead of a skeleton.
 */

export const FIRST_VIEW_DATA_ID = 'first-view-data';

/** JSON safe inside <script>: no `<` can close the element or open a comment. */
export function firstViewDataTag(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${json}</script>`;
}

/** The handed-over data, or null on a page the server did not render (the shell, offline). */
export function readFirstViewData(doc: Document): DehydratedState | null {
  const element = doc.getElementById(FIRST_VIEW_DATA_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
