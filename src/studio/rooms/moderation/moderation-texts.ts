/** The moderation room's interface texts (docs/decisions/063-moderation.md). */
export const moderationTexts = {
  title: 'Хяналт',
  sections: 'Хяналтын хэсгүүд',
  reports: 'Мэдэгдлүүд',
  comments: 'Сэтгэгдлүүд',
  bans: 'Хязгаарлалтууд',
  state: 'Төлөв',
  any: 'Бүгд',
  paging: 'Хуудаслалт',
  reportList: 'Үзэгчдийн мэдэгдлүүд',
  noReports: 'Энэ төлөвт мэдэгдэл алга байна.',
  episode: 'Анги',
  reporter: 'Мэдэгдсэн',
  text: 'Агуулга',
  when: 'Огноо',
  same: (n: number) => (n > 1 ? `${n} үзэгч мэдэгдсэн` : '1 үзэгч'),
  note: 'Тэмдэглэл',
  noteHint: 'Зөвхөн ажилтнууд харна. Шийдвэрлэх, хэрэгсэхгүй болгоход заавал бичнэ.',
  handledBy: (who: string, when: string) => `${who} · ${when}`,
  act: 'Шийдвэр',
  change: 'Төлөв солих',
  changeTitle: (id: number) => `Мэдэгдэл №${id}`,
  openEpisode: 'Ангийг нээх',
  gone: 'Анги устсан',
  stale: 'Өөр ажилтан энэ мэдэгдлийг өөрчилсөн байна. Одоогийн төлөв:',
  reload: 'Шинэчлэх',
  commentList: 'Сэтгэгдлүүд',
  noComments: 'Сэтгэгдэл олдсонгүй.',
  searchText: 'Сэтгэгдлийн текстээр хайх',
  searchUser: 'Хэрэглэгч (ID эсвэл утас)',
  userInvalid: 'Хэрэглэгчийн ID эсвэл 8 оронтой утасны дугаар оруулна уу.',
  show: 'Харуулах',
  author: 'Бичсэн',
  comment: 'Сэтгэгдэл',
  replies: (n: number) => `${n} хариулт`,
  reply: 'Хариулт',
  hiddenTag: (reason: string) => `Нуусан: ${reason}`,
  bannedUntil: (when: string) => `${when} хүртэл хязгаарласан`,
  actions: 'Үйлдэл',
  hide: 'Нуух',
  restore: 'Сэргээх',
  remove: 'Устгах',
  ban: 'Хязгаарлах',
  lift: 'Цуцлах',
  reason: 'Шалтгаан',
  hideTitle: 'Сэтгэгдлийг нуух уу?',
  hideText: 'Үзэгчдэд «Энэ сэтгэгдлийг устгасан» гэж харагдана, хариултууд нь үлдэнэ.',
  removeTitle: 'Сэтгэгдлийг устгах уу?',
  removeText: (replies: number) =>
    replies > 0
      ? `Сэтгэгдэл ${replies} хариулттайгаа хамт бүрмөсөн устна.`
      : 'Сэтгэгдэл бүрмөсөн устна.',
  banTitle: (name: string) => `${name} сэтгэгдэл бичихийг хязгаарлах`,
  banText: 'Хугацаа дуустал энэ хэрэглэгч сэтгэгдэл бичиж чадахгүй. Цагийг Улаанбаатарын цагаар.',
  until: 'Хэдий хүртэл',
  banList: 'Сэтгэгдэл бичихийг хязгаарласан хэрэглэгчид',
  noBans: 'Одоогоор хязгаарласан хэрэглэгч алга.',
  user: 'Хэрэглэгч',
  by: 'Хэн',
  anonymous: 'Нэргүй',
} as const;

/** A moment in Ulaanbaatar time (UTC+8 all year), as 'YYYY-MM-DD HH:MM'. */
export const ubMoment = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** A datetime-local value read as Ulaanbaatar time, as the server takes it. */
export const fromUbInput = (value: string) => (value ? `${value}:00+08:00` : '');

/** A person as the room names them: nickname (or "no name"), id and the masked phone. */
export const personLabel = (p: { id: number; name: string | null; phone: string | null }) =>
  `${p.name ?? moderationTexts.anonymous} · #${p.id}${p.phone ? ` · ${p.phone}` : ''}`;
