import type { SearchResultKind } from '@contract/entities';

/** Search texts in Mongolian. */
export const searchTexts = {
  label: 'Хайх',
  placeholder: 'Цуврал, кино хайх…',
  searching: 'Хайж байна…',
  noResults: (q: string) => `“${q}” гэсэн илэрц олдсонгүй.`,
  results: (n: number) => `${n} илэрц`,
  pageTitle: 'Хайлт',
  hint: 'Цуврал, кино, театр, подкаст, товхимлын нэр эсвэл түлхүүр үгээр хайна уу.',
  failed: 'Хайлт хийж чадсангүй.',
  clear: 'Цэвэрлэх',
  /** The catalogue's words for its kinds (catalogue listing tabs, detail pages, menu). */
  kinds: {
    series: 'Цуврал',
    movie: 'Кино',
    theatre: 'Театр',
    live: 'LIVE',
    podcast: 'Подкаст',
    newsletter: 'Товхимол',
  } satisfies Record<SearchResultKind, string>,
  filters: {
    label: 'Хайлтын шүүлтүүр',
    type: 'Төрөл',
    category: 'Ангилал',
    year: 'Он',
    all: 'Бүгд',
    clear: 'Шүүлтүүр арилгах',
    noMatch: 'Энэ шүүлтүүрт тохирох илэрц олдсонгүй.',
    emptyTitle: 'Илэрц олдсонгүй',
    noMatchHint: 'Шүүлтүүрээ өөрчлөх эсвэл арилгаад дахин хайна уу.',
  },
  recent: {
    title: 'Сүүлд хайсан',
    clearAll: 'Бүгдийг арилгах',
    remove: (q: string) => `“${q}” хайлтыг жагсаалтаас хасах`,
  },
} as const;
