// Bytes over the wire, from DevTools: each finished response's encodedDataLength, leaving out
// those the service worker or the HTTP cache answered (they crossed no network). For a page, on
// its CDP session; for service workers, on sessions of their own, throttled like the page.

/** Counts what crosses the network on one target, fed its Network events. */
function counter() {
  const answeredLocally = new Set();
  let bytes = 0;
  return {
    total: () => bytes,
    onEvent(method, params) {
      if (method === 'Network.responseReceived') {
        const r = params.response;
        if (r.fromServiceWorker || r.fromDiskCache || r.fromPrefetchCache)
          answeredLocally.add(params.requestId);
      } else if (method === 'Network.loadingFinished') {
        if (!answeredLocally.delete(params.requestId)) bytes += params.encodedDataLength;
      }
    },
  };
}

/** A page's bytes; its CDP session must have Network enabled. */
export function pageBytes(cdp) {
  const count = counter();
  for (const method of ['Network.responseReceived', 'Network.loadingFinished']) {
    cdp.on(method, (params) => count.onEvent(method, params));
  }
  return { total: count.total };
}

/**
 * The service workers of a page's origin, each held at its start until it is throttled to
 * `conditions` (Network.emulateNetworkConditions) and counted; `total()` sums them all. The page's
 * session auto-attaches to them; Playwright has no session for a worker target, so this one
 * talks to each through Target.sendMessageToTarget.
 */
export async function workerBytes(cdp, conditions) {
  const counts = new Map();
  let nextId = 1;
  const send = (sessionId, method, params = {}) =>
    cdp
      .send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: nextId++, method, params }),
      })
      .catch(() => undefined);
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    counts.set(sessionId, counter());
    await send(sessionId, 'Network.emulateNetworkConditions', conditions);
    await send(sessionId, 'Network.enable');
    await send(sessionId, 'Runtime.runIfWaitingForDebugger');
  });
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const { method, params } = JSON.parse(message);
    if (method) counts.get(sessionId)?.onEvent(method, params);
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
  return { total: () => [...counts.values()].reduce((sum, c) => sum + c.total(), 0) };
}
