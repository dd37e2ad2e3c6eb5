import type { Clock } from '../../clock';

/*
 * How many renders a process starts for pages it has not cached (decision 038). Cached pages and
 * the shell cost nothing; a render costs 20 to 100 ms of a core. Past either budget a request gets
 * the shell, which the browser renders itself as it did before first views existed: nobody is
 * refused a page, and no lock outlives the minute that refills it.
 */

export interface Bucket {
  /** Renders that may start at once. */
  burst: number;
  /** Renders added back per minute, up to `burst`. */
  perMinute: number;
}

/**
 * A minute's rate, of which a tenth (at least 4) may start at once. The defaults
 * (FIRST_VIEWS_PER_MINUTE, FIRST_VIEWS_PER_CLIENT_PER_MINUTE): 240 a minute per process, 24 at
 * once, a tenth of what a thread renders; a visitor asks for one document and the installed app
 * answers its navigations itself, so 6 a minute per client, 4 at once, leaves room for a browser
 * without the worker or a crawler reading a page every ten seconds.
 */
export function bucketOf(perMinute: number): Bucket {
  return { perMinute, burst: Math.min(perMinute, Math.max(4, Math.ceil(perMinute / 10))) };
}

/** Clients remembered at once; one forgotten starts again with a full budget. */
const MAX_CLIENTS = 10_000;

interface Level {
  tokens: number;
  at: number;
}

/** One bucket per client, the least recently asking forgotten past MAX_CLIENTS. */
export interface ClientBuckets {
  /** Takes a token from `client`'s bucket, or false if it is empty. */
  take(client: string): boolean;
}

function refilled(level: Level, bucket: Bucket, now: number) {
  level.tokens = Math.min(
    bucket.burst,
    level.tokens + ((now - level.at) * bucket.perMinute) / 60_000,
  );
  level.at = now;
  return level;
}

export function clientBuckets(clock: Clock, bucket: Bucket): ClientBuckets {
  const clients = new Map<string, Level>();
  return {
    take(client) {
      const now = clock.now();
      let own = clients.get(client);
      if (own) clients.delete(client);
      else own = { tokens: bucket.burst, at: now };
      // Most recently asking last, so the oldest is forgotten first.
      clients.set(client, refilled(own, bucket, now));
      if (clients.size > MAX_CLIENTS) clients.delete(clients.keys().next().value!);
      if (own.tokens < 1) return false;
      own.tokens--;
      return true;
    },
  };
}

export interface RenderBudget {
  /** Takes one render from the process's and the client's budgets, or false if either is spent. */
  take(client: string): boolean;
}

export function renderBudget(
  clock: Clock,
  limits: { process: Bucket; client: Bucket },
): RenderBudget {
  const whole: Level = { tokens: limits.process.burst, at: clock.now() };
  const clients = clientBuckets(clock, limits.client);
  return {
    take(client) {
      // The process's budget first: a client's token is taken only for a render that starts.
      if (refilled(whole, limits.process, clock.now()).tokens < 1) return false;
      if (!clients.take(client)) return false;
      whole.tokens--;
      return true;
    },
  };
}
