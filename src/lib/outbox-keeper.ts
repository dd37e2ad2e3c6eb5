import { createStore, entries, update } from 'idb-keyval';
import { OUTBOX_DB, OUTBOX_STORE } from '@contract/device-storage';
import type { OutboxEntry, QueueableName } from '@contract/outbox';

/*
 * The page's side of the durable outbox (decision 045): the same IndexedDB store the worker keeps
 * its queued writes in (sw/outbox-store.ts). The page reads it to count and show what still waits,
 * and writes to it only when no worker controls the page (the first page a visitor opened), so a
 * write the interface has shown done outlives a reload; the worker sends it once it runs.
 */

let store: ReturnType<typeof createStore> | null = null;
const idb = () => (store ??= createStore(OUTBOX_DB, OUTBOX_STORE));

/** Every kept write in replay order; empty when IndexedDB is refused (private modes). */
export async function readKeptWrites(): Promise<OutboxEntry[]> {
  try {
    return (await entries<number, OutboxEntry>(idb()))
      .map(([, entry]) => entry)
      .sort((a, b) => a.seq - b.seq);
  } catch {
    return [];
  }
}

export interface UnsentWrite {
  name: QueueableName;
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

/**
 * Keeps a write the network refused. The worker numbers its own entries from now × 1000 up by
 * one per write in the same millisecond; the page's start half way into the millisecond, so the
 * two never take one key, and a key the page already holds is never overwritten.
 */
export async function keepWrite(write: UnsentWrite): Promise<void> {
  const now = Date.now();
  const headers = Object.fromEntries(
    Object.entries(write.headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );
  for (let attempt = 0; ; attempt++) {
    const seq = now * 1000 + 500 + Math.floor(Math.random() * 500);
    let kept = false;
    await update<OutboxEntry>(
      seq,
      (old) => {
        if (old) return old;
        kept = true;
        return { ...write, headers, seq, createdAt: now, attempts: 0 };
      },
      idb(),
    );
    if (kept) return;
    if (attempt > 20) throw new Error('outbox key taken');
  }
}

// Loaded with the keeper, once the worker is registered (see sw-bridge.ts).
export { handChunksToWorker } from './chunks-for-worker';
