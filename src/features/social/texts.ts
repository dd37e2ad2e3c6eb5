import { formatShortDate } from '@/lib/format-date';
import { formatCount } from '@/lib/format-count';

/** Likes, statuses, comments and reports; outcome texts come from the contract (spec, extra). */
export const socialTexts = {
  likeMedia: 'Дуртай',
  later: 'Дараа үзэх',
  notify: 'Мэдэгдэл авах',
  report: 'Репорт',
  reportTitle: 'Ангийн алдааг мэдэгдэх',
  reportIntro: 'Юу болохгүй байгааг сонгоод дэлгэрэнгүй бичнэ үү.',
  reportReason: 'Шалтгаан',
  reportReasons: [
    'Видео тоглохгүй байна',
    'Дуу, дүрс зөрж байна',
    'Хадмал буруу эсвэл алга',
    'Зураг, дууны чанар муу',
    'Зохисгүй агуулга',
    'Бусад',
  ],
  reportDetails: 'Дэлгэрэнгүй (заавал биш)',
  reportSend: 'Илгээх',
  cancel: 'Болих',
  comments: 'Сэтгэгдэл',
  commentCount: (n: number) => `${formatCount(n)} сэтгэгдэл`,
  commentLabel: 'Сэтгэгдэл бичих',
  commentPlaceholder: 'Сэтгэгдлээ энд бичнэ үү…',
  replyLabel: (name: string) => `${name}-д хариулах`,
  replyPlaceholder: 'Хариултаа бичнэ үү…',
  send: 'Илгээх',
  reply: 'Хариулах',
  replies: (n: number) => `${n} хариулт`,
  pending: 'Илгээгдэхийг хүлээж байна',
  empty: 'Одоогоор сэтгэгдэл алга. Эхний сэтгэгдлийг та үлдээгээрэй!',
  loadMore: 'Цааш үзэх',
  loadingMore: 'Ачаалж байна…',
  allLoaded: 'Бүх сэтгэгдлийг үзлээ',
  anonymous: 'Хэрэглэгч',
  /** In place of a comment a moderator hid (decision 063); its replies stay. */
  removed: 'Энэ сэтгэгдлийг журам зөрчсөн тул устгасан.',
  /** On the author's own comment that waits for a moderator (decision 070); others do not see it. */
  held: 'Хянагдаж байна',
  heldNote: 'Таны сэтгэгдлийг шалгаж байна. Зөвшөөрөгдсөний дараа бусдад харагдана.',
  /** The comment's menu and its report (decision 070). */
  commentMenu: 'Сэтгэгдлийн үйлдлүүд',
  reportComment: 'Репорт илгээх',
  reportCommentTitle: 'Сэтгэгдлийг мэдэгдэх',
  reportCommentIntro:
    'Энэ сэтгэгдэл ямар журам зөрчиж байгааг сонгоно уу. Бид шалгаад арга хэмжээ авна.',
  reportCommentReasons: [
    'Доромжилсон, хэл амаар дайрсан',
    'Спам, зар сурталчилгаа',
    'Худал мэдээлэл',
    'Үйл явдлыг задалсан (спойлер)',
    'Бусад',
  ],
  likeComment: 'Таалагдсан',
  dislikeComment: 'Таалагдаагүй',
  loginToComment: 'Сэтгэгдэл бичихийн тулд нэвтэрнэ үү',
  loginAction: 'Нэвтрэх',
} as const;

/** 'Дөнгөж сая', '5 минутын өмнө' … for the last week; the date before that (or if ahead). */
export function formatWhen(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (seconds < -60) return formatShortDate(iso);
  if (seconds < 60) return 'Дөнгөж сая';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} минутын өмнө`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} цагийн өмнө`;
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)} өдрийн өмнө`;
  return formatShortDate(iso);
}
