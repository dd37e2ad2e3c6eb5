import type { DehydratedState } from '@tanstack/react-query';
import type { HandedRead } from '@contract/handed-reads';

/*
 * The data a server-rendered first view was made from travels in the page as JSON in a
 * <script type="application/json">: the browser never runs it, so the CSP (no inline script)
 * stands, and the first render in the browser starts from the same data instead of a skeleton.
 */

export const FIRST_VIEW_DATA_ID = 'first-view-data';
/**
 * The API answers the view was made from, as the server sent them, for the page to hand to its
 * service worker (decision 044). The same data as the query cache above, so brotli sends the
 * second copy for a few bytes; the page never parses it unless a worker takes it.
 */
export const FIRST_VIEW_READS_ID = 'first-view-reads';

/** JSON safe inside <script>: no `<` can close the element or open a comment. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export function firstViewDataTag(state: DehydratedState, reads: HandedRead[]): string {
  return dataBlock(FIRST_VIEW_DATA_ID, state) + dataBlock(FIRST_VIEW_READS_ID, reads);
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

/** The handed-over answers as the page got them (JSON text), or null on a page not rendered. */
export function readFirstViewReads(doc: Document): string | null {
  const element = doc.getElementById(FIRST_VIEW_READS_ID);
  element?.remove();
  return element?.textContent || null;
}
