// Public face of the podcast player: the shell mounts its host; the routes hand its queue to the
// podcast and downloads pages (playTrack inside the click, the current track for marking it).
export { PodcastPlayerHost } from './podcast-player-host';
export { playTrack, useCurrentTrackId } from './podcast-queue';
