import { IN_PROGRESS_HEADER, type OutboxEntry } from '../contract/outbox';

export type { OutboxEntry };

export interface OutboxStore {
  add(entry: OutboxEntry): Promise<void>;
  /** Every entry in `seq` order. */
  all(): Promise<OutboxEntry[]>;
  remove(seq: number): Promise<void>;
  put(entry: OutboxEntry): Promise<void>;
}

export type ReplayEvent =
  | { type: 'sent'; entry: OutboxEntry }
  | { type: 'refused'; entry: OutboxEntry; status: number; msg: string }
  | { type: 'pending'; count: number };

export interface OutboxDeps {
  store: OutboxStore;
  fetch: (request: Request) => Promise<Response>;
  /** The current token, read fresh for every replay so a re-login re-signs queued writes. */
  getToken: () => Promise<string | null>;
  notify: (event: ReplayEvent) => void;
  now: () => number;
  /**
   * Calls `retry` after `ms` (the worker's setTimeout). A timer in a worker dies with it; the
   * usual triggers (sync, page messages, worker start) still replay then.
   */
  schedule?: (retry: () => void, ms: number) => void;
}

/** Longest wait a Retry-After can ask of a kept write before the outbox tries again itself. */
export const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;

/**
 * Longest wait after a replay the network refused. The page's `online` event and Background Sync
 * are the usual triggers, but either can come before the link carries anything (the worker's own
 * network comes back later than the page's), and a replay that fails then has none left.
 */
export const MAX_OFFLINE_RETRY_MS = 30 * 1000;

/**
 * An answer that says "not now" rather than "no": a server error, a timeout, a rate limit (429),
 * or the server still running an earlier send of this very write (a 409 with IN_PROGRESS_HEADER,
 * unlike a real conflict, which is a refusal).
 */
export function isRetryLater(response: Response): boolean {
  const { status } = response;
  if (status >= 500 || status === 408 || status === 429) return true;
  return status === 409 && response.headers.get(IN_PROGRESS_HEADER) === 'true';
}

/** Retry-After in seconds when given, else 2^attempts s; at least 1 s, at most the cap. */
export function retryDelayMs(response: Response, attempts: number): number {
  const header = response.headers.get('Retry-After');
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : 2 ** attempts;
  return Math.min(MAX_RETRY_DELAY_MS, Math.max(1000, seconds * 1000));
}

export type ReplayOutcome = 'drained' | 'offline' | 'retry-later' | 'needs-login' | 'busy';

/** A write as the page made it; the outbox numbers and dates it. */
export type NewEntry = Omit<OutboxEntry, 'seq' | 'attempts' | 'createdAt'>;

/**
 * The replay rules (docs/architecture.md "Offline design"): 2xx drop; 5xx, 408, 429 and an in-progress 409 keep and stop (order
 * is kept, so a later write never overtakes an earlier one) and try again after Retry-After;
 * 401 keeps everything until the user logs in again; any other 4xx drops the write and tells the
 * user. One replay at a time.
 */
export function createOutbox(deps: OutboxDeps) {
  let running: Promise<ReplayOutcome> | null = null;
  let again = false;
  let lastSeq = 0;
  let timerSet = false;
  let offlineStreak = 0;

  function retryAfter(ms: number) {
    if (!deps.schedule || timerSet) return;
    timerSet = true;
    deps.schedule(() => {
      timerSet = false;
      void replay();
    }, ms);
  }

  async function count() {
    const pending = (await deps.store.all()).length;
    deps.notify({ type: 'pending', count: pending });
    return pending;
  }

  async function enqueue(entry: NewEntry) {
    // Strictly increasing even when two writes land in the same millisecond.
    const seq = Math.max(deps.now() * 1000, lastSeq + 1);
    lastSeq = seq;
    await deps.store.add({ ...entry, seq, attempts: 0, createdAt: deps.now() });
    await count();
  }

  async function replayOnce(): Promise<ReplayOutcome> {
    const entries = await deps.store.all();
    for (const entry of entries) {
      const token = await deps.getToken();
      if (!token) return 'needs-login';
      const headers = Object.fromEntries(
        Object.entries(entry.headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
      );
      headers.Authorization = `Bearer ${token}`;
      let response: Response;
      try {
        response = await deps.fetch(
          new Request(entry.url, { method: entry.method, headers, body: entry.body ?? undefined }),
        );
      } catch {
        offlineStreak += 1;
        retryAfter(Math.min(MAX_OFFLINE_RETRY_MS, 1000 * 2 ** offlineStreak));
        return 'offline';
      }
      offlineStreak = 0;
      if (response.ok) {
        await deps.store.remove(entry.seq);
        deps.notify({ type: 'sent', entry });
        continue;
      }
      if (isRetryLater(response)) {
        await deps.store.put({ ...entry, attempts: entry.attempts + 1 });
        retryAfter(retryDelayMs(response, entry.attempts));
        return 'retry-later';
      }
      if (response.status === 401) return 'needs-login';
      const msg = await response
        .clone()
        .json()
        .then((b: { msg?: unknown }) => (typeof b.msg === 'string' ? b.msg : ''))
        .catch(() => '');
      await deps.store.remove(entry.seq);
      deps.notify({ type: 'refused', entry, status: response.status, msg });
    }
    return 'drained';
  }

  /** A call during a replay asks for one more pass afterwards, so no new write waits for a trigger. */
  function replay(): Promise<ReplayOutcome> {
    if (running) {
      again = true;
      return running;
    }
    const run = async (): Promise<ReplayOutcome> => {
      let outcome = await replayOnce();
      while (again && outcome === 'drained') {
        again = false;
        outcome = await replayOnce();
      }
      again = false;
      return outcome;
    };
    running = run().finally(() => {
      running = null;
      void count();
    });
    return running;
  }

  /**
   * A write from the page: sent at once when nothing is waiting, else queued behind the waiting
   * writes and a replay started. Sending it past them would let an older write (a like queued
   * offline) land after it (the unlike made since) and undo it. A write the network fails is
   * queued too. Answers the server's response, or null when the write was queued.
   */
  async function submit(entry: NewEntry, request: Request): Promise<Response | null> {
    if ((await deps.store.all()).length === 0) {
      try {
        return await deps.fetch(request);
      } catch {
        await enqueue(entry);
        return null;
      }
    }
    await enqueue(entry);
    void replay();
    return null;
  }

  return { enqueue, submit, replay, count };
}

export type Outbox = ReturnType<typeof createOutbox>;
