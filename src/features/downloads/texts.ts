/** The downloads feature's visible texts (Mongolian, in the spec's tone). */

// ── Entry points: the button, the marks, the links, the logout question ───
const MB = 1024 * 1024;
/** Whole megabytes, at least 1 for anything above nothing, so "0 МБ хэрэгтэй" never shows. */
const megabytes = (bytes: number) => (bytes <= 0 ? 0 : Math.max(1, Math.round(bytes / MB)));

export const entryTexts = {
  download: 'Татаж авах',
  qualityMenu: 'Татах чанар',
  qualityOption: (height: number) => `${height}p`,
  qualityDefault: 'Үндсэн',
  /** The running state's name: a screen reader hears the share and where to follow it. */
  running: (percent: number) => `Татаж байна ${percent}%`,
  queued: 'Татахаар хүлээж байна',
  resume: 'Үргэлжлүүлэх',
  done: 'Татсан',
  expired: 'Хугацаа дууссан',
  seeDownloads: 'Татаж авсан үзвэрүүдээ харах',
  needsNetwork: 'Татаж авахад интернет холболт хэрэгтэй.',
  starting: 'Эхлүүлж байна…',
  startFailed: 'Татаж эхлүүлж чадсангүй. Дахин оролдоно уу.',
  notEnoughSpace: (neededBytes: number, availableBytes: number) =>
    `Татахад ${megabytes(neededBytes)} МБ зай хэрэгтэй, төхөөрөмжид ${megabytes(availableBytes)} МБ үлдсэн байна.`,
  downloaded: 'Татсан',
} as const;
