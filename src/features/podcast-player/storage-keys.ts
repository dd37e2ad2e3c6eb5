/** IndexedDB (idb-keyval) keys of the podcast player; the host only needs to know the last one. */
export const LAST_SESSION_KEY = 'podcast.last';
export const RATE_KEY = 'podcast.rate';
export const positionKey = (trackId: number) => `podcast.pos.${trackId}`;
