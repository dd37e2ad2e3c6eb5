/**
 * Names of what the service worker keeps on the device, shared with the page, which deletes the
 * private parts itself at logout (it may run before any worker controls it). Bump a cache's
 * version to drop it when its shape changes; activate deletes the old ones.
 */
export const API_CACHE = 'btv-api-v1';
export const IMAGE_CACHE = 'btv-images-v1';
/** dash.js once loaded, so a download plays offline (sw/player-cache.ts). */
export const PLAYER_CACHE = 'btv-player-v1';
/** Route code (chunks no first paint loads), kept as used or all at install (sw/route-chunks.ts). */
export const CHUNK_CACHE = 'btv-chunks-v1';
/** Server first views of public pages as last seen, answering a repeat navigation (sw/kept-pages.ts). */
export const PAGE_CACHE = 'btv-pages-v1';
/** The outbox of queued writes: an IndexedDB database with one object store. */
export const OUTBOX_DB = 'btv-outbox';
export const OUTBOX_STORE = 'entries';
/** Marks the Cache API key of a cached POST (its body's hash); see sw/post-cache.ts. */
export const POST_BODY_PARAM = '__body';
/** The session in idb-keyval's default store: the worker reads them too (the outbox's token, the
 * downloads' owner). */
export const TOKEN_KEY = 'auth.token';
export const USER_ID_KEY = 'auth.userId';
