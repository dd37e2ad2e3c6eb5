// Kept out of index.ts: an index that defines code is no longer a pure re-export (decision 018).
export const loadOfflineAudio = () => import('./offline-audio');
