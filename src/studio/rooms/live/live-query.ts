/** The room's reads share this key, so a write reads them all again. */
export const liveQueryKey = ['studio', 'live'] as const;
/** State and viewers change on their own: read again while the room is open. */
export const LIVE_REFRESH_MS = 5000;
