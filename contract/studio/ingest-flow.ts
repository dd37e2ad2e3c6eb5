import type { StudioRoute } from './route';

/*
 * What happens to an uploaded file after its last byte (docs/decisions/065-ingest-wired.md):
 * a probe job, then for a usable video the transcode jobs (480p first, then the others), for a
 * subtitle the check and store, for a podcast track's audio the loudness job. The studio polls
 * the upload list for the state and the running job's progress; a job can be cancelled and, once
 * failed or cancelled, tried again.
 */
export const ingestFlowPaths = {
  /** Stops the job working on an upload (its ffmpeg is killed; nothing half-published). */
  studioIngestCancel: {
    method: 'POST',
    path: '/api/studio/ingest/uploads/:id/cancel',
    role: 'editor',
    writes: true,
  },
  /** Queues the failed or cancelled step of an upload again. */
  studioIngestRetry: {
    method: 'POST',
    path: '/api/studio/ingest/uploads/:id/retry',
    role: 'editor',
    writes: true,
  },
} as const satisfies Record<string, StudioRoute>;

/**
 * probing: the probe job is queued or running. refused: the probe (or the subtitle check) said
 * the file cannot be used; its file is deleted. transcoding: the 480p run. base_ready: 480p is
 * published (the title may be published), the other renditions are in work. ready: all done.
 * storing: a subtitle or a podcast track's audio is being checked and written. stored: done.
 */
export const INGEST_STATES = [
  'probing',
  'refused',
  'transcoding',
  'base_ready',
  'ready',
  'storing',
  'stored',
] as const;
export type IngestState = (typeof INGEST_STATES)[number];

/** The job names media ingest registers (server/jobs/job-handlers.ts). */
export const INGEST_JOBS = {
  probe: 'ingest.probe',
  base: 'ingest.transcode-base',
  upper: 'ingest.transcode-upper',
  subtitle: 'ingest.subtitle',
  podcast: 'ingest.podcast-audio',
} as const;
export type IngestJobName = (typeof INGEST_JOBS)[keyof typeof INGEST_JOBS];

/** The stage a job reports, for the panel's words. */
export const INGEST_STAGES = [
  'probe',
  'base',
  'poster',
  'upper',
  'subtitle',
  'measure',
  'encode',
] as const;
export type IngestStage = (typeof INGEST_STAGES)[number];

/** What the studio reads, in its tone (contract/studio/messages.ts). */
export const ingestFlowMessages = {
  notFound: 'Ийм файл олдсонгүй!',
  nothingToCancel: 'Энэ файл дээр ажиллаж буй ажил алга.',
  nothingToRetry: 'Энэ файлыг дахин оролдох шаардлагагүй байна.',
  cancelled: 'Ажлыг зогсоолоо.',
  retried: 'Дахин эхлүүллээ.',
  noVideoFolderYet:
    'Хадмал орчуулгыг хадгалахын өмнө энэ ангийн (киноны) видеог оруулж хөрвүүлнэ үү.',
  /** ffmpeg's failures in plain words; its own last line follows for the technical reader. */
  failed: {
    diskFull: 'Серверийн дискэнд зай дууссан тул хөрвүүлж чадсангүй. Админд хандана уу.',
    damaged: 'Файлын зарим хэсэг эвдэрсэн тул хөрвүүлж чадсангүй. Файлаа шалгаад дахин оруулна уу.',
    memory: 'Серверийн санах ой хүрэлцээгүй тул хөрвүүлж чадсангүй. Дахин оролдоно уу.',
    stopped: 'Хөрвүүлэлт тасалдлаа. Дахин оролдоно уу.',
    sourceGone: 'Эх файл олдсонгүй. Файлаа дахин оруулна уу.',
    other: 'Хөрвүүлэхэд алдаа гарлаа. Дахин оролдоно уу.',
  },
} as const;
