// Kept out of index.ts: an index that defines code is no longer a pure re-export (decision 018),
// and every importer (the home page's cards among them) would pull the whole feature in.
/** The shell starts this after the first paint: unfinished downloads go on (engine/keeper.ts). */
export const loadDownloadsKeeper = () => import('./engine/keeper');
