// Public face of the media-detail feature: other features and routes import only this.
export { actorQueryOptions } from './api/get-actor';
export { mediaDetailQueryOptions } from './api/get-media-detail';
export { movieQueryOptions } from './api/get-movie';
export { ActorPage } from './components/actor-page';
export { ActorSkeleton } from './components/actor-skeleton';
export { DetailRouteError } from './components/detail-route-error';
export { DetailSkeleton } from './components/detail-skeleton';
export { OverlayContent } from './components/overlay-content';
export { SeriesDetailPage } from './components/series-detail-page';
export { TheatreDetailPage } from './components/theatre-detail-page';
