import { KEEP_READS, MAX_HANDED_READS, type HandedRead } from '@contract/handed-reads';
import { watchPublicReads } from './public-reads';

/*
 * After one visit the service worker should hold what that visit saw (issue 29, decision 044).
 * A first view's data came inline in the document, and the page's own reads went past the worker
 * until it took control; both are handed to it as soon as it controls the page, so nothing is
 * downloaded twice. Only a guest's public reads are kept (public-reads.ts); the worker judges
 * each entry again by the contract and by its Cache-Control.
 */

let firstViewReads: string | null = null;
let pending: HandedRead[] = [];

const send = (worker: ServiceWorker, reads: HandedRead[]) => {
  if (reads.length > 0) worker.postMessage({ type: KEEP_READS, reads });
};

/** From the page's start: `firstView` is the first view's answers (first-view-data.ts). */
export function keepReadsForWorker(firstView: string | null): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  firstViewReads = firstView;
  const container = navigator.serviceWorker;
  watchPublicReads({
    // A read sent while the worker controls the page is the worker's to keep.
    wants: () => container.controller === null,
    // Sent before the worker took control and answered after: handed on at once.
    seen: (read) => {
      if (container.controller) send(container.controller, [read]);
      else if (pending.length < MAX_HANDED_READS) pending.push(read);
    },
  });
}

function parsed(text: string | null): HandedRead[] {
  try {
    return text ? (JSON.parse(text) as HandedRead[]) : [];
  } catch {
    return [];
  }
}

/** The worker controls the page now: it gets everything kept for it, once. */
export function handReadsToWorker(worker: ServiceWorker): void {
  const reads = [...parsed(firstViewReads), ...pending];
  firstViewReads = null;
  pending = [];
  send(worker, reads);
}

/** No worker will come (blocked, unsupported): nothing is kept for one. */
export function dropReadsForWorker(): void {
  watchPublicReads(null);
  firstViewReads = null;
  pending = [];
}
