// Public face of the podcast feature: routes and the podcast player import only this.
export { podcastQueryOptions } from './api/get-podcast';
export { podcastsQueryOptions } from './api/get-podcasts';
export { PodcastDetailPage } from './components/podcast-detail-page';
export { PodcastListPage } from './components/podcast-list-page';
export { getQueue, playTrack, subscribeQueue } from './player-bridge';
export type { PodcastQueue } from './player-bridge';
export { podcastTexts } from './texts';
export { clearQueue, restoreQueue, selectTrack, setPodcastPlaying } from './player-bridge';
export { PodcastDetailSkeleton } from './components/podcast-detail-page';
export { PodcastListSkeleton } from './components/podcast-list-page';
