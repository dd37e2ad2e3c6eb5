// Public face of the social feature: the watch pages use these.
export { CommentsSection } from './components/comments-section';
export { EpisodeReactions } from './components/episode-reactions';
export { MediaStatusBar } from './components/media-status-bar';
export { ReportButton } from './components/report-dialog';
export { fromLikeParam, pressEpisodeLike, withEpisodeLike } from './like-math';
export type { EpisodeLikes, LikeParam } from './like-math';
