import type { AnimeStatusFilter, ListSort, MovieTypeFilter } from '@contract/endpoints';
import type { SlideSetNo } from './api/get-slide-set';

/** Catalogue texts (home, rows, cards, listings) in Mongolian. */
export const catalogueTexts = {
  home: {
    title: 'BTV — бизнес, эдийн засаг, энтертайнмент',
    latestEpisodes: 'Шинэ анги',
    latestMovies: 'Шинэ кино',
    season: (title: string) => `${title} улирал`,
    seasonFallback: 'Энэ улирлын цуврал',
    // Slide sets carry no title of their own; these name what the editors put in each set.
    slideSets: {
      2: 'Онцлох кино',
      3: 'Тайзны бүтээл',
      4: 'Гэр бүлээрээ үзэх',
      5: 'Баримтат онцлох',
    } satisfies Record<SlideSetNo, string>,
  },
  live: {
    heading: 'Шууд',
    badge: 'LIVE',
    nowOn: 'Одоо шууд',
    schedule: 'Өнөөдрийн хөтөлбөр',
    playerSoon: 'Шууд дамжуулалт энд гарна',
    noSchedule: 'Өнөөдрийн хөтөлбөр хараахан гараагүй байна.',
  },
  card: {
    episodeNo: (n: number) => `${n}-р анги`,
    free: 'Үнэгүй',
    details: 'Дэлгэрэнгүй',
  },
  listing: {
    allContent: 'Бүх контент',
    /** The `title` query /series redirects with: the listing spans every category. */
    allCategories: 'Бүх ангилал',
    series: 'Цуврал',
    theatre: 'Кино, театр',
    newEpisodes: 'Шинэ анги',
    total: (n: number) => `${n} контент`,
    totalEpisodes: (n: number) => `${n} анги`,
    empty: 'Энэ шүүлтүүрт тохирох контент алга байна.',
    emptyHint: 'Шүүлтүүрээ өөрчлөөд дахин үзнэ үү.',
    resetFilters: 'Шүүлтүүр арилгах',
    filters: 'Шүүлтүүр',
    category: 'Ангилал',
    season: 'Улирал',
    status: 'Төлөв',
    sort: 'Эрэмбэ',
    all: 'Бүгд',
    kinds: 'Төрөл',
    statuses: {
      all: 'Бүгд',
      airing: 'Гарч байгаа',
      completed: 'Дууссан',
    } satisfies Record<AnimeStatusFilter, string>,
    sorts: {
      all: 'Сүүлд шинэчлэгдсэн',
      new: 'Шинэ нь эхэндээ',
      old: 'Хуучин нь эхэндээ',
      'a-z': 'Нэрээр (А-Я)',
      'z-a': 'Нэрээр (Я-А)',
      rating: 'Үнэлгээгээр',
      popular: 'Их үзсэн',
    } satisfies Record<ListSort, string>,
    mediaTypes: {
      series: 'Цуврал',
      movie: 'Кино',
      theatre: 'Театр',
    } satisfies Record<Exclude<MovieTypeFilter, 'all'> | 'series', string>,
  },
} as const;
