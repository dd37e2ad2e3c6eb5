// Public face of the media-detail feature: other features and routes import only this.
export { actorQueryOptions } from './api/get-actor';
export { mediaDetailQueryOptions, useMediaMarks } from './api/get-media-detail';
export type { MediaMarks } from './api/get-media-detail';
export { useMediaStatusToggle } from './api/set-media-status';
export type { MediaToggle } from './api/set-media-status';
export { movieQueryOptions, useMovie } from './api/get-movie';
export { ActorPage } from './components/actor-page';
export { ActorSkeleton } from './components/actor-skeleton';
export { DetailRouteError } from './components/detail-route-error';
export { DetailSkeleton } from './components/detail-skeleton';
export { OverlayContent } from './components/overlay-content';
export { SeriesDetailPage } from './components/series-detail-page';
export { TheatreDetailPage } from './components/theatre-detail-page';
