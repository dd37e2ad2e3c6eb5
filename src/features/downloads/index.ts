// Public face of the downloads feature (decision 029): offline copies of episodes, movies and
// podcast episodes, one user's own.
export {
  cancelDownload,
  deleteAllDownloads,
  deleteDownload,
  getDownload,
  isExpired,
  isOfflineUrl,
  listDownloads,
  offlineAudioUrl,
  offlineVideoSources,
  pauseDownload,
  progressOf,
  renewDownload,
  resumeDownload,
  startDownload,
  storageSummary,
} from './engine/controller';
export type { DownloadProgress, StartRequest, StorageSummary } from './engine/controller';
export { GrantRefusedError, NotEnoughSpaceError } from './errors';
export { useDownload, useDownloads, useStorageSummary } from './hooks/use-downloads';
/** The shell starts this after the first paint: unfinished downloads go on (engine/keeper.ts). */
export const loadDownloadsKeeper = () => import('./engine/keeper');
// The /downloads page and offline play (composed with watch and podcast in src/routes).
export { DownloadsPage, DownloadsPageSkeleton } from './components/downloads-page';
export { OfflinePlayGate } from './components/offline-play-gate';
export { parseDownloadId } from './download-id';
export { podcastTrackOf } from './podcast-track';
