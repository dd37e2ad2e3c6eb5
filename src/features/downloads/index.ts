// Public face of the downloads feature (decision 029): offline copies of episodes, movies and
// podcast episodes, one user's own.
export {
  cancelDownload,
  deleteAllDownloads,
  deleteDownload,
  getDownload,
  isExpired,
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
export { useStorageSummary } from './hooks/use-storage-summary';
export { useDownload, useDownloads } from './hooks/use-records';
// Where a person meets downloads: the button, the marks, the podcast player's local file.
export { DownloadButton } from './components/download-button';
export { DownloadedMark } from './components/downloaded-mark';
export { MediaCardMark } from './components/media-card-mark';
export { useIsDownloaded } from './hooks/use-records';
export type { MarkKind } from './hooks/records-cache';
export { hasRecordNow, keepRecordsRead } from './hooks/records-cache';
// The podcast player's lookup loads apart: the app shell holds the player, and the engine must
// stay out of the entry chunk.
export { loadOfflineAudio } from './load-offline-audio';
export { loadDownloadsKeeper } from './load-keeper';
// The /downloads page and offline play (composed with watch and podcast in src/routes).
export { DownloadsPage, DownloadsPageSkeleton } from './components/downloads-page';
export { OfflinePlayGate } from './components/offline-play-gate';
export { parseDownloadId } from './download-id';
export { podcastTrackOf } from './podcast-track';
