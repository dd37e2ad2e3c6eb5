// Public face of the podcast player: the shell mounts its host.
export { PodcastPlayerHost } from './podcast-player-host';
