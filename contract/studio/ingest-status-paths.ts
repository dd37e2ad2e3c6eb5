import type { StudioRoute } from './route';

/** Media ingest (issue 33): whether this server can take video and audio files at all. */
export const ingestStatusPaths = {
  /** Whether ffmpeg and ffprobe are there with what ingest needs, and if not, why (decision 061). */
  studioIngestStatus: {
    method: 'GET',
    path: '/api/studio/ingest/status',
    role: 'editor',
    writes: false,
  },
} as const satisfies Record<string, StudioRoute>;

/** Why ingest is off, said to an editor; the operator reads the same in the server's start line. */
export const ingestStatusMessages = {
  on: 'Видео, аудио файл хүлээн авахад бэлэн байна.',
  missingTool: (tool: string) =>
    `Серверт ${tool} программ суулгаагүй тул видео, аудио файл хүлээн авах боломжгүй байна. Серверийн админд хандана уу.`,
  brokenTool: (tool: string) =>
    `Сервер дээрх ${tool} программ ажиллахгүй байгаа тул видео, аудио файл хүлээн авах боломжгүй байна. Серверийн админд хандана уу.`,
  lacking: (features: string) =>
    `Сервер дээрх ffmpeg-д шаардлагатай боломж (${features}) алга тул видео, аудио файл хүлээн авах боломжгүй байна. Серверийн админд хандана уу.`,
} as const;
