import { useMemo, useSyncExternalStore } from 'react';
import type { OutboxEntry, QueueableName } from '@contract/outbox';
import { paths } from '@contract/paths';
import { matchTemplate } from '@contract/route';

/*
 * Writes waiting in the outbox, as the store last held them: their count for the banner, and
 * the writes themselves, so a screen drawn from a copy older than the user's own offline writes
 * (an offline reload) still shows them (the like still pressed, the comment still waiting).
 */
let pending = 0;
let kept: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export function setPendingWrites(count: number) {
  if (count === pending) return;
  pending = count;
  changed();
}

let reading: Promise<void> | null = null;
let readAgain = false;

/** Reads the outbox again (after the worker or the page changed it); one read at a time. */
export function refreshPendingWrites(): Promise<void> {
  if (reading) {
    readAgain = true;
    return reading;
  }
  reading = (async () => {
    do {
      readAgain = false;
      // Its own chunk: the store is read after the first paint, never before it.
      kept = await (await import('./outbox-keeper')).readKeptWrites();
      pending = kept.length;
      changed();
    } while (readAgain);
  })().finally(() => {
    reading = null;
  });
  return reading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePendingWrites(): number {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => 0,
  );
}

/** A kept write of one kind: its path's parameters and its JSON body, in replay order. */
export interface KeptWrite {
  seq: number;
  params: Record<string, string>;
  body: unknown;
}

function parse(entry: OutboxEntry): KeptWrite | null {
  const params = matchTemplate(paths[entry.name].path, new URL(entry.url).pathname);
  if (!params) return null;
  let body: unknown = null;
  try {
    body = entry.body ? JSON.parse(entry.body) : null;
  } catch {
    // A body that is not JSON carries nothing a screen could show.
  }
  return { seq: entry.seq, params, body };
}

const none: readonly OutboxEntry[] = [];

/** The kept writes of one kind, oldest first. */
export function useKeptWrites(name: QueueableName): KeptWrite[] {
  const all = useSyncExternalStore(
    subscribe,
    () => kept,
    () => none,
  );
  return useMemo(
    () =>
      all
        .filter((entry) => entry.name === name)
        .map(parse)
        .filter((write): write is KeptWrite => write !== null),
    [all, name],
  );
}
