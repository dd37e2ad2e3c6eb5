// Public face of the watch feature: routes and the home page import only this.
export { episodeQueryOptions } from './api/get-episode';
export { mediaEpisodesQueryOptions } from './api/get-media-episodes';
export { ContinueWatchingRow } from './components/continue-watching-row';
export { EpisodeWatchPage } from './components/episode-watch-page';
export { MovieWatchPage } from './components/movie-watch-page';
export { WatchRedirect } from './components/watch-redirect';
export { WatchSkeleton } from './components/watch-skeleton';
export { sharedStart } from './shared-start';
export { OfflineWatchPage } from './components/offline-watch-page';
