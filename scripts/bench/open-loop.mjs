// An open-loop load generator (wrk2's method): request i is due at start + i / rate whatever
// happened to the earlier ones, and its latency counts from when it was due, so a server that
// falls behind shows it in the percentiles instead of quietly slowing the sender down.
//
// autocannon's overallRate cannot do this: each connection sends its per-second quota back to
// back at the top of every second and then idles (mcollina/autocannon#174), so its latencies
// measure the burst's queue (≈ connections ÷ throughput) rather than the server at that rate.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `requests` ({ method, path, headers?, body? }) are sent in rotation. Resolves once every
 * request has been answered, failed or timed out.
 */
export async function openLoop({ url, requests, rate, duration, timeoutMs = 10_000 }) {
  const target = new URL(url);
  // Plenty below the server's ceiling (1,000 req/s at 20 ms is 20 in flight); past it, requests
  // wait for a socket here, which their latency includes, rather than piling onto the server.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * duration);
  const latencies = [];
  let lagMax = 0;
  let non2xx = 0;
  /** Non-2xx answers by status, so a report can say what they were. */
  const refused = {};
  let errors = 0;
  let timeouts = 0;
  let lastDone = 0;
  const pending = new Set();

  const fire = (spec, due) => {
    lagMax = Math.max(lagMax, performance.now() - due);
    const done = new Promise((resolve) => {
      let settled = false;
      const settle = () => {
        settled = true;
        clearTimeout(deadline);
        resolve();
      };
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: spec.method,
          path: spec.path,
          headers: spec.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (settled) return;
            lastDone = performance.now();
            latencies.push(lastDone - due);
            if (res.statusCode < 200 || res.statusCode > 299) {
              non2xx++;
              refused[res.statusCode] = (refused[res.statusCode] ?? 0) + 1;
            }
            settle();
          });
        },
      );
      // Counted from when the request was due, so one waiting for a socket times out too and an
      // overloaded run ends timeoutMs after its last request instead of draining for minutes.
      const deadline = setTimeout(
        () => {
          if (settled) return;
          timeouts++;
          settle();
          req.destroy();
        },
        Math.max(0, due + timeoutMs - performance.now()),
      );
      req.on('error', () => {
        if (settled) return;
        errors++;
        settle();
      });
      req.end(spec.body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const start = performance.now() + 20;
  const dueAt = (i) => start + (i * 1000) / rate;
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && dueAt(sent) <= now) {
        fire(requests[sent % requests.length], dueAt(sent));
        sent++;
      }
      if (sent >= total) resolve();
      else setTimeout(tick, Math.max(0, dueAt(sent) - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  return {
    sent,
    answered: latencies.length,
    rate: latencies.length ? latencies.length / ((lastDone - start) / 1000) : 0,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    non2xx,
    refused,
    errors,
    timeouts,
    // How late the sender itself was; if this is large the machine, not the server, is the limit.
    lagMax,
  };
}
