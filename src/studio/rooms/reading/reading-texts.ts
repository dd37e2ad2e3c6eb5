/** The reading room's texts (docs/decisions/056-studio-podcasts-newsletters.md). */
export const readingTexts = {
  newsletters: 'Мэдээлэл',
  podcasts: 'Подкаст',
  sections: 'Хэсгүүд',
  newNewsletter: 'Шинэ мэдээлэл',
  newPodcast: 'Шинэ подкаст',
  searchNewsletters: 'Мэдээлэл хайх',
  searchPodcasts: 'Подкаст хайх',
  noNewsletters: 'Мэдээлэл олдсонгүй.',
  noPodcasts: 'Подкаст олдсонгүй.',
  paging: 'Хуудаслалт',
  title: 'Гарчиг',
  summary: 'Товч агуулга',
  body: 'Агуулга (HTML)',
  bodyHint: 'Скрипт, маягт зэрэг аюултай хэсгийг хадгалахад автоматаар хасна.',
  image: 'Зураг',
  cover: 'Нүүр зураг',
  publishedAt: 'Нийтлэх цаг',
  publishedHint: 'Ирээдүйн цаг сонговол тэр цаг хүртэл үзэгчдэд харагдахгүй.',
  notYet: 'Хараахан нийтлэгдээгүй',
  creator: 'Нэвтрүүлэгч',
  description: 'Тайлбар',
  tracks: 'Дугаарууд',
  tracksLabel: 'Подкастын дугаарууд',
  noTracks: 'Одоогоор дугаар алга байна.',
  newTrack: 'Шинэ дугаар нэмэх',
  add: 'Нэмэх',
  number: 'Дугаар',
  audio: 'Аудио файлын хаяг',
  audioHint: '"/media/…" эсвэл "https://…" хаяг.',
  duration: 'Үргэлжлэх хугацаа (секунд)',
  moveUp: (title: string) => `«${title}»-г дээш зөөх`,
  moveDown: (title: string) => `«${title}»-г доош зөөх`,
  edit: 'Засах',
  remove: 'Устгах',
  removeAsk: 'Устгах уу?',
  removeNewsletter: (title: string) => `«${title}» мэдээллийг устгах уу? Буцаах боломжгүй.`,
  removePodcast: (title: string, tracks: number) =>
    tracks > 0
      ? `«${title}» подкастыг ${tracks} дугаарын хамт устгах уу? Буцаах боломжгүй.`
      : `«${title}» подкастыг устгах уу? Буцаах боломжгүй.`,
  removeTrack: (title: string) => `«${title}» дугаарыг устгах уу? Буцаах боломжгүй.`,
  back: 'Жагсаалт руу буцах',
  formNewsletter: 'Мэдээллийн маягт',
  formPodcast: 'Подкастын маягт',
  formTrack: 'Дугаарын маягт',
} as const;

/** An ISO moment as the `datetime-local` input shows it, in the editor's own zone. */
export function localInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's local moment as ISO; what is not a moment goes as typed, for the server to name. */
export function isoOfLocal(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString('mn-MN', { dateStyle: 'medium', timeStyle: 'short' });
