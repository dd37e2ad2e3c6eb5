import { PUBLISH_STATE_NAMES } from '@contract/studio/roles';
import { TITLE_KIND_NAMES } from '@contract/studio/catalogue-values';

/** The catalogue room's interface texts (the server's refusals come with their own). */
export const catalogueTexts = {
  title: 'Каталог',
  listLabel: 'Гарчгийн жагсаалт',
  search: 'Нэр эсвэл түлхүүр үгээр хайх',
  kind: 'Төрөл',
  state: 'Төлөв',
  sort: 'Эрэмбэ',
  any: 'Бүгд',
  updated: 'Зассан',
  newTitle: 'Шинэ гарчиг',
  newTitleLead: 'Шинэ гарчиг ноорог байдлаар үүснэ. Бөглөж дуусаад нийтэлнэ.',
  create: 'Үүсгэх',
  back: 'Каталог руу буцах',
  noTitles: 'Хайлтад тохирох гарчиг олдсонгүй.',
  paging: 'Гарчгийн хуудаслалт',
  kinds: TITLE_KIND_NAMES,
  states: PUBLISH_STATE_NAMES,
  stateLine: (state: string, at: string | null) => (at ? `${state} · ${at}` : state),
  publish: {
    heading: 'Нийтлэх',
    now: 'Одоо нийтлэх',
    at: 'Нийтлэх цаг',
    schedule: 'Товлох',
    hide: 'Нуух',
    draft: 'Ноорог болгох',
    scheduledFor: (when: string) => `${when}-д нийтлэгдэнэ`,
    notified: (n: number) => `${n} дагагчид мэдэгдэл очлоо.`,
    pickTime: 'Нийтлэх цагаа сонгоно уу!',
  },
  preview: 'Урьдчилан харах',
  closePreview: 'Хаах',
  episodes: 'Ангиуд',
  addEpisode: 'Анги нэмэх',
  addGroup: 'Бүлэг нэмэх',
  episodeNumber: 'Ангийн дугаар',
  episodeTitle: 'Ангийн нэр',
  group: 'Бүлэг',
  noGroup: 'Бүлэггүй',
  free: 'Үнэгүй',
  hasVideo: 'Бичлэг',
  yes: 'Тийм',
  no: 'Үгүй',
  noEpisodes: 'Одоогоор анги алга байна.',
  episodeBack: 'Гарчиг руу буцах',
  images: 'Зураг',
} as const;

/** A moment in the editor's own time zone, as a person reads it. */
export const formatMoment = (iso: string) =>
  new Intl.DateTimeFormat('mn-MN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
