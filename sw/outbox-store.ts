import { createStore, del, entries, set } from 'idb-keyval';
import { OUTBOX_DB, OUTBOX_STORE } from '../contract/device-storage';
import type { OutboxEntry, OutboxStore } from './outbox-core';

/** The outbox in IndexedDB, one record per write keyed by its sequence number. */
export function createIdbOutboxStore(dbName = OUTBOX_DB, storeName = OUTBOX_STORE): OutboxStore {
  const idb = createStore(dbName, storeName);
  return {
    add: (entry) => set(entry.seq, entry, idb),
    put: (entry) => set(entry.seq, entry, idb),
    remove: (seq) => del(seq, idb),
    all: async () =>
      (await entries<number, OutboxEntry>(idb)).map(([, e]) => e).sort((a, b) => a.seq - b.seq),
  };
}
