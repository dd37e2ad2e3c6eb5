// Public face of the catalogue feature: other features, routes and the shell import only this.
export { latestEpisodesInfiniteOptions } from './api/get-latest-episodes';
export { useHomeCategories } from './api/get-home-categories';
export { movieListInfiniteOptions } from './api/get-movie-list';
export { seriesListInfiniteOptions } from './api/get-series-list';
export { loadHome } from './api/prefetch-home';
export { FilterBar, FilterSelect } from './components/filter-bar';
export type { FilterOption } from './components/filter-bar';
export { HomePage } from './components/home-page';
export { HomeSkeleton } from './components/home-skeleton';
export { ListingSkeleton } from './components/listing-skeleton';
export { LivePage } from './components/live-page';
export { MediaListing } from './components/media-listing';
export { NewEpisodes } from './components/new-episodes';
export { SeriesListing } from './components/series-listing';
export { TheatreListing } from './components/theatre-listing';
export * from './listing-params';
export { catalogueTexts } from './texts';
