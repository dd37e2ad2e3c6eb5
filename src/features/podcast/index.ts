// Public face of the podcast feature: routes and the podcast player (the show's query) import
// only this. The player's queue is the player's: the route hands it to the pages.
export { podcastQueryOptions } from './api/get-podcast';
export { podcastsQueryOptions } from './api/get-podcasts';
export { PodcastDetailPage } from './components/podcast-detail-page';
export { PodcastListPage } from './components/podcast-list-page';
export { podcastTexts } from './texts';
export { PodcastDetailSkeleton } from './components/podcast-detail-page';
export { PodcastListSkeleton } from './components/podcast-list-page';
