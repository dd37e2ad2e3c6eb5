import type { StudioAccount } from '@contract/studio/endpoints/accounts';
import { formatMoment } from '../../ui/format-moment';

/** The accounts room's own words (decision 064), in the studio's plain, polite tone. */
export const accountTexts = {
  title: 'Хэрэглэгчид',
  search: 'Утас, ID эсвэл нэрээр хайх',
  searchTable: 'Хайлтад тохирох хэрэглэгчид',
  none: 'Хайлтад тохирох хэрэглэгч олдсонгүй.',
  pages: 'Хэрэглэгчдийн хуудсууд',
  phone: 'Утас',
  name: 'Нэр',
  days: 'Үлдсэн хоног',
  joined: 'Бүртгүүлсэн',
  back: 'Хайлт руу буцах',
  profile: 'Хувийн мэдээлэл',
  nickname: 'Хочит нэр',
  email: 'И-мэйл',
  verified: 'баталгаажсан',
  notVerified: 'баталгаажаагүй',
  access: 'Эрх',
  daysLeft: (days: number) => (days > 0 ? `${days} хоног үлдсэн` : 'Эрх байхгүй'),
  until: (when: string) => `${when} хүртэл`,
  sessions: 'Нэвтэрсэн төхөөрөмжүүд',
  noSessions: 'Идэвхтэй нэвтрэлт алга.',
  opened: 'Нэвтэрсэн',
  expires: 'Дуусах',
  end: 'Дуусгах',
  endOne: (when: string) => `${when}-нд нээсэн нэвтрэлтийг дуусгах`,
  endAll: 'Бүх нэвтрэлтийг дуусгах',
  endAllQuestion: 'Бүх нэвтрэлтийг дуусгах уу?',
  endAllText: (phone: string) =>
    `${phone} дугаартай хэрэглэгч бүх төхөөрөмж дээрээ дахин нэвтрэх шаардлагатай болно.`,
  devices: 'Танигдсан хөтчүүд',
  firstSeen: 'Анх',
  lastSeen: 'Сүүлд',
  invoices: 'Төлбөр ба нэхэмжлэх',
  noInvoices: 'Нэхэмжлэх алга.',
  bill: 'Нэхэмжлэх',
  what: 'Юуны төлөө',
  amount: 'Дүн',
  status: 'Төлөв',
  statuses: { open: 'Нээлттэй', paid: 'Төлсөн', cancelled: 'Цуцалсан', expired: 'Хугацаа дууссан' },
  kinds: { rental: 'Түрээс', extend: 'Эрх сунгалт' },
  rentals: 'Түрээс',
  noRentals: 'Түрээс алга.',
  title_: 'Бүтээл',
  ends: 'Дуусах',
  running: 'Идэвхтэй',
  ended: 'Дууссан',
  cancelled: (reason: string | null) => `Цуцалсан${reason ? `: ${reason}` : ''}`,
  cancel: 'Цуцлах',
  cancelQuestion: 'Түрээсийг цуцлах уу?',
  cancelText: (title: string) => `«${title}» түрээс одоо дуусна. Шалтгааныг бичнэ үү.`,
  reason: 'Шалтгаан',
  refund: 'Буцаах',
  refundedOn: (when: string) => `Буцаасан (${when})`,
  refundQuestion: 'Төлбөрийг QPay-ээр буцаах уу?',
  refundText: (bill: string, amount: string) =>
    `${bill} нэхэмжлэхийн ${amount} хэрэглэгчийн дансанд буцаагдаж, энэ төлбөрөөр авсан эрх одоо хасагдана. Шалтгааныг бичнэ үү.`,
  downloads: 'Татан авалтын эрх',
  downloadsPaid: (until: string | null) =>
    until ? `Төлбөртэй анги, кино: ${until} хүртэл` : 'Төлбөртэй анги, кино: эрхгүй',
  downloadsRental: (title: string, until: string) => `${title}: ${until} хүртэл`,
  history: 'Үзсэн түүх',
  historyCounts: (titles: number, episodes: number) => `${titles} бүтээл, ${episodes} анги`,
  lastWatched: 'Сүүлд үзсэн',
  nothingWatched: 'Одоогоор юу ч үзээгүй',
  episode: (n: number) => `${n}-р анги`,
  activity: 'Идэвх',
  reports: (n: number) => `Мэдэгдэл: ${n}`,
  comments: (n: number) => `Сэтгэгдэл: ${n}`,
  grants: 'Ажилтны өөрчилсөн хоног',
  noGrants: 'Одоогоор өөрчлөлт алга.',
  by: 'Хэн',
  daysForm: 'Хоног нэмэх, хасах',
  action: 'Үйлдэл',
  actions: { add: 'Нэмэх', remove: 'Хасах' },
  daysField: 'Хоног',
  apply: 'Хадгалах',
  ask: 'Болих',
  unknown: '—',
} as const;

type Invoice = StudioAccount['invoices'][number];
export const invoiceKind = (kind: Invoice['kind']) => accountTexts.kinds[kind];

/** A stored moment as the studio shows it, or "unknown" for none. */
export const formatWhen = (iso: string | null): string =>
  iso ? formatMoment(iso) : accountTexts.unknown;

export const formatMoney = (amount: number) => `${amount.toLocaleString('mn-MN')}₮`;
