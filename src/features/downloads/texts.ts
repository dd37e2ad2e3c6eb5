/** The downloads feature's visible texts (Mongolian, in the spec's tone). */
import { socialMessages, spec } from '@contract/messages';
import type { DownloadExpiry } from '@contract/entities';
import { formatDateTime } from '@/lib/format-date';
import { formatSize, megabytes, wholeMegabytes } from './format-size';

// ── The /downloads page and offline play (docs/product.md "Downloads") ───
export const downloadsPageTexts = {
  title: 'Татаж авсан',
  listLabel: 'Татаж авсан үзвэрүүд',
  loading: 'Татаж авсан үзвэрүүдийг ачаалж байна…',
  empty: 'Та одоогоор юу ч татаж аваагүй байна.',
  emptyText:
    'Үзвэр эсвэл подкастын ангийн "Татаж авах" товчийг дарж сүлжээгүй үед үзэх боломжтой болгоорой.',
  browse: 'Үзвэр үзэх',
  storage: (used: number, available: number | null) =>
    available === null
      ? `Татсан: ${formatSize(used)}`
      : `Татсан: ${formatSize(used)} · Боломжит зай: ${formatSize(available)}`,
  persisted: 'Хөтөч татсан үзвэрүүдийг өөрөө устгахгүй.',
  quality: (height: number) => `${height}p`,
  progressLabel: (title: string) => `${title}: татаж байна`,
  size: (bytes: number) => formatSize(bytes),
  progress: (percent: number, stored: number, total: number) =>
    `${percent}% · ${megabytes(stored)} / ${megabytes(total)} МБ`,
  queued: 'Дараалалд байна',
  running: 'Татаж байна',
  paused: 'Түр зогссон',
  failed: 'Татаж чадсангүй',
  done: 'Татаж дууссан',
  expiredState: 'Эрх дууссан',
  rightEnds: (at: number) => `Эрх дуусах: ${formatDateTime(new Date(at).toISOString())}`,
  pause: 'Түр зогсоох',
  resume: 'Үргэлжлүүлэх',
  cancel: 'Цуцлах',
  remove: 'Устгах',
  play: 'Тоглуулах',
  renew: 'Сунгах',
  renewing: 'Шалгаж байна…',
  renewed: 'Эрх сунгагдлаа.',
  removeTitle: 'Татсан үзвэрийг устгах уу?',
  removeText: (title: string) =>
    `"${title}" энэ төхөөрөмжөөс устгагдана. Дахин үзэхийн тулд дахин татах хэрэгтэй.`,
  keep: 'Болих',
  rowActions: (title: string) => `${title}: үйлдлүүд`,
  actionFailed: 'Үйлдлийг гүйцэтгэж чадсангүй. Дахин оролдоно уу.',
  needsNetwork: 'Эрхийг шалгахын тулд интернетэд холбогдоно уу.',
  toTitle: 'Үзвэрийн хуудас руу',
  extend: 'Эрх сунгах',
  notFound: 'Татсан үзвэр олдсонгүй',
  notFoundText: 'Энэ үзвэр энэ төхөөрөмжид татагдаагүй байна.',
  backToDownloads: 'Татаж авсан руу буцах',
  stillDownloading: 'Үзвэр татагдаж дуусаагүй байна',
  stillDownloadingText: (percent: number) =>
    `${percent}% татагдсан. Татаж дууссаны дараа сүлжээгүй үзэх боломжтой.`,
  refusedTitle: 'Үзэх эрх дууссан',
  offlineCopy: 'Төхөөрөмжөөс тоглуулж байна',
} as const;

/** Why an expired download does not play: the spec's texts for a rental and for paid days. */
export function expiredText(expiry: DownloadExpiry): string {
  if (expiry === 'rental') return socialMessages.rentToWatch;
  if (expiry === 'paid') return spec.extendToWatch;
  return 'Үзэх эрхээ шалгуулахын тулд интернетэд холбогдоод "Сунгах" товчийг дарна уу.';
}

// ── Entry points: the button, the marks, the links, the logout question ───

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
    `Татахад ${wholeMegabytes(neededBytes)} МБ зай хэрэгтэй, төхөөрөмжид ${wholeMegabytes(availableBytes)} МБ үлдсэн байна.`,
  downloaded: 'Татсан',
} as const;
