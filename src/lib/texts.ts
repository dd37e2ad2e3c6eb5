/** Interface texts in Mongolian; outcome and error texts come from the contract's catalogue. */
export { spec as specTexts, extra as extraTexts } from '@contract/messages';

export const texts = {
  brand: 'BTV',
  share: {
    button: 'Хуваалцах',
    copied: 'Холбоосыг амжилттай хууллаа.',
    /** The shared message names the moment a link from the player starts at. */
    fromTime: (title: string, clock: string) => `${title} — ${clock}-аас`,
  },
  skipToContent: 'Үндсэн агуулга руу шилжих',
  nav: {
    label: 'Үндсэн цэс',
    home: 'Нүүр',
    content: 'Контент',
    news: 'Мэдээ',
    newsletter: 'Мэдээллийн товхимол',
    /** The bottom menu's fifth of a 320 px screen holds one short word. */
    newsletterShort: 'Товхимол',
    podcast: 'Подкаст',
    live: 'LIVE',
    login: 'Нэвтрэх',
    search: 'Хайх',
  },
  footer: {
    downloadApp: 'Аппликейшн татах',
    followUs: 'Биднийг дагаарай',
    about: 'Бидний тухай',
    terms: 'Үйлчилгээний нөхцөл',
    privacy: 'Нууцлалын бодлого',
    faq: 'Түгээмэл асуулт',
    contact: 'Холбоо барих',
    copyright: '© 2024 BTV. Бүх эрх хуулиар хамгаалагдсан.',
  },
  /** A media card's line under the title (src/ui/media-card.tsx). */
  card: {
    rating: (rating: string) => `Үнэлгээ ${rating} / 10`,
    episodes: (n: number) => `${n} анги`,
  },
  /** A card's watched bar (src/ui/watched-bar.tsx). */
  watched: {
    label: 'Үзсэн хэсэг',
    value: (percent: number) => `${percent}% үзсэн`,
  },
  home: {
    heroLabel: 'Онцлох',
    watch: 'Үзэх',
    details: 'Дэлгэрэнгүй',
    previousSlide: 'Өмнөх слайд',
    nextSlide: 'Дараагийн слайд',
    slideOf: (n: number, total: number) => `${n} / ${total}`,
    rowScrollLeft: 'Зүүн тийш гүйлгэх',
    rowScrollRight: 'Баруун тийш гүйлгэх',
    seeAll: 'Бүгдийг үзэх',
  },
  states: {
    loading: 'Ачаалж байна…',
    empty: 'Одоогоор мэдээлэл алга байна.',
    loadFailed: 'Мэдээллийг ачаалж чадсангүй.',
    retry: 'Дахин оролдох',
    loadMore: 'Цааш үзэх',
    allLoaded: 'Та бүгдийг нь үзлээ',
  },
  errors: {
    chunkTitle: 'Хуудсыг ачаалж чадсангүй',
    chunkBody: 'Сүлжээний холболтоо шалгаад хуудсыг дахин ачаална уу.',
    reload: 'Дахин ачаалах',
    genericTitle: 'Алдаа гарлаа',
    home: 'Нүүр хуудас руу буцах',
  },
  outbox: {
    pending: (n: number) => `Илгээгдэхийг хүлээж буй үйлдэл: ${n}`,
    sent: (n: number) => `Хадгалсан ${n} үйлдэл илгээгдлээ.`,
  },
  install: {
    title: 'BTV аппыг суулгах',
    body: 'Нүүр дэлгэцнээсээ нэг товшоод нээж, холболтгүй үед ч үзээрэй.',
    iosHint: 'Safari-ийн «Хуваалцах» товч → «Нүүр дэлгэцэнд нэмэх» гэж сонгоно уу.',
    action: 'Суулгах',
    dismiss: 'Хаах',
  },
  pwa: {
    updateReady: 'Шинэ хувилбар бэлэн боллоо.',
    updateNow: 'Шинэчлэх',
    later: 'Дараа',
  },
  toast: {
    region: 'Мэдэгдлүүд',
    dismiss: 'Хаах',
    times: (count: number) => `${count} удаа`,
  },
} as const;
