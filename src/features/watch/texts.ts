import { formatTime } from '@/features/player';

/** Watch pages' interface texts; permission and outcome texts come from the contract (spec). */
export const watchTexts = {
  back: 'Буцах',
  like: 'Таалагдсан',
  dislike: 'Таалагдаагүй',
  backToDetail: 'Дэлгэрэнгүй рүү буцах',
  login: 'Нэвтрэх',
  register: 'Бүртгүүлэх',
  renew: 'Эрх сунгах',
  episodeLabel: (n: number) => `${n}-р анги`,
  episodes: 'Ангиуд',
  episodesCount: (n: number) => `${n} анги`,
  free: 'Үнэгүй',
  nowPlaying: 'Одоо үзэж байна',
  previous: 'Өмнөх анги',
  next: 'Дараагийн анги',
  resumeTitle: 'Өмнө үзэж байсан газраасаа үргэлжлүүлэх үү?',
  resume: (seconds: number) => `Үргэлжлүүлэх (${formatTime(seconds)})`,
  startOver: 'Эхнээс нь',
  nextIn: (seconds: number) => `Дараагийн анги ${seconds} секундын дараа эхэлнэ`,
  nextTitle: (n: number) => `Дараагийн анги: ${n}-р анги`,
  playNow: 'Одоо үзэх',
  cancel: 'Цуцлах',
  continueWatching: 'Үргэлжлүүлэн үзэх',
  continueLabel: (title: string) => `${title} — үргэлжлүүлэн үзэх`,
  minutesLeft: (n: number) => `${n} минут үлдсэн`,
  rentalEnds: 'Түрээс дуусах хугацаа',
  loading: 'Ачаалж байна…',
  loadFailed: 'Бичлэгийн мэдээллийг ачаалж чадсангүй.',
  movie: 'Кино',
  theatre: 'Театр',
  downloads: 'Татаж авсан',
  fromDevice: 'Энэ төхөөрөмжид татсан хуулбараас тоглуулж байна.',
  expiresAt: 'Эрх дуусах',
} as const;

/** '3-р анги · Гарчиг', unless the title already starts with its number (as seeded ones do). */
export function episodeHeading(number: number, title: string): string {
  const label = watchTexts.episodeLabel(number);
  if (!title) return label;
  return title.startsWith(label) ? title : `${label} · ${title}`;
}
