// The 1.5 Mbit/s link of issue 29's "video on a poor link", and a recorder of what the <video>
// did on it, for the e2e tests (tests/e2e/poor-link.ts re-exports it) and the benchmark.

/**
 * DevTools' Network.emulateNetworkConditions: 1.5 Mbit/s down, 750 kbit/s up, 150 ms round trips
 * (about Lighthouse's "slow 4G", 1.6 Mbit/s at 150 ms).
 */
export const SLOW_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_500_000 / 8,
  uploadThroughput: 750_000 / 8,
};

/**
 * For context.addInitScript: keeps every media event of the page's <video> in `window.__link`
 * (its time, the picture's height, whether it was seeking, when) and whether the player's error
 * panel ever showed. Listeners capture on the document: media events do not bubble, and the
 * element comes and goes with the page.
 */
export function LINK_RECORDER() {
  const log = { events: [], errorShown: false };
  window.__link = log;
  const types = ['waiting', 'playing', 'pause', 'seeking', 'seeked', 'ended', 'emptied'];
  for (const type of types) {
    document.addEventListener(
      type,
      (event) => {
        const video = event.target;
        if (!(video instanceof HTMLVideoElement)) return;
        log.events.push({
          type,
          time: video.currentTime,
          height: video.videoHeight,
          seeking: video.seeking,
          at: performance.now(),
        });
      },
      true,
    );
  }
  new MutationObserver(() => {
    if (document.querySelector('[data-error]')) log.errorShown = true;
  }).observe(document, { subtree: true, childList: true });
}

/** The recorded events, in order. */
export function mediaEvents(log) {
  return log?.events ?? [];
}

/**
 * Stalls after the first frame: each 'waiting' not caused by a seek, until the next 'playing',
 * with its length in ms (for the benchmark; the tests count them instead of timing them).
 */
export function stallsOf(log) {
  const events = mediaEvents(log);
  const first = events.findIndex((e) => e.type === 'playing');
  if (first < 0) return [];
  const stalls = [];
  let from = null;
  for (const event of events.slice(first + 1)) {
    if (event.type === 'waiting' && !event.seeking && from === null) from = event.at;
    if (event.type === 'playing' && from !== null) {
      stalls.push(event.at - from);
      from = null;
    }
  }
  return stalls;
}
