import type { Route } from './route';

/*
 * The viewer's calls for a channel fed by the service's own encoder (issue 28, decision 072).
 * Part 0 of the live plan: named here so the serving routes (live-plan part B) and the player
 * (part C) are written against one contract. They join `paths` (contract/paths.ts) in the same
 * change that adds their routes, so the checks that iterate every path (cache policy, access)
 * never meet a path without a route. Shapes: contract/endpoints/live-channel.ts.
 */
export const liveChannelPaths = {
  /**
   * The channel's current session's manifest, with <BaseURL> (signed for a paid channel) and the
   * server's time as UTCTiming; `no-store` (it changes every 2 s and may carry a signature).
   */
  liveChannelManifest: {
    method: 'GET',
    path: '/api/m/live/:channel/manifest.mpd',
    auth: 'optional',
    cache: 'private',
    writes: false,
  },
  /** live | starting | offline | idle, the session, the programme on air; polled every few seconds. */
  liveStatus: {
    method: 'GET',
    path: '/api/m/live/:channel/status',
    cache: 'none',
    writes: false,
  },
  /** A viewer still playing (every 15 s); counted over the last 45 s. */
  liveHeartbeat: {
    method: 'POST',
    path: '/api/m/live/:channel/heartbeat',
    auth: 'optional',
    cache: 'none',
    writes: true,
  },
} as const satisfies Record<string, Route>;
