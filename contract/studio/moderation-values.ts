/*
 * Choices of the moderation room (docs/decisions/063-moderation.md), zod-free so the studio app
 * imports them at runtime for its filters and buttons.
 */

/** Where a viewer's report stands; every report starts 'open'. */
export const REPORT_STATES = ['open', 'in-work', 'resolved', 'dismissed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const REPORT_STATE_NAMES: Record<ReportState, string> = {
  open: 'Шинэ',
  'in-work': 'Шалгаж байна',
  resolved: 'Шийдвэрлэсэн',
  dismissed: 'Хэрэгсэхгүй болгосон',
};

/** States that close a report: a note saying why is required. */
export const CLOSING_STATES: readonly ReportState[] = ['resolved', 'dismissed'];

/** Which comments the list shows. */
export const COMMENT_FILTERS = ['all', 'shown', 'hidden', 'held'] as const;
export type CommentFilter = (typeof COMMENT_FILTERS)[number];

export const COMMENT_FILTER_NAMES: Record<CommentFilter, string> = {
  all: 'Бүгд',
  shown: 'Харагдаж буй',
  hidden: 'Нуусан',
  held: 'Хянуулахаар хүлээж буй',
};

/** How the comment list is ordered; 'reported' lists only comments with open reports (070). */
export const COMMENT_SORTS = ['newest', 'reported'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const COMMENT_SORT_NAMES: Record<CommentSort, string> = {
  newest: 'Шинэ нь эхэндээ',
  reported: 'Их репорттой нь эхэндээ',
};

/** Comments one rescan of the word list reads at most (decision 070); the room asks for more. */
export const RESCAN_BATCH = 1000;

/** Where a contact-form message stands (decision 070). */
export const CONTACT_STATES = ['open', 'closed'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];

export const CONTACT_STATE_NAMES: Record<ContactState, string> = {
  open: 'Нээлттэй',
  closed: 'Хаасан',
};

/** Longest word-list entry and answer to a contact message. */
export const WORD_MAX = 100;
export const ANSWER_MAX = 1000;

/** Rows on one page of the queue and of the comment list. */
export const MODERATION_PAGE_SIZE = 30;

/** The moderation room's answers about outcomes and refusals. */
export const moderationMessages = {
  noteRequired: 'Шийдвэрлэх эсвэл хэрэгсэхгүй болгохдоо тайлбар бичнэ үү!',
  untilPast: 'Ирээдүйн цаг сонгоно уу!',
  userMissing: 'Ийм хэрэглэгч олдсонгүй!',
  hidden: 'Сэтгэгдлийг нууллаа',
  restored: 'Сэтгэгдлийг сэргээлээ',
  deleted: 'Сэтгэгдлийг устгалаа',
  banned: 'Сэтгэгдэл бичих эрхийг хязгаарлалаа',
  unbanned: 'Хязгаарлалтыг цуцаллаа',
  wordEmpty: 'Үсэг эсвэл тоо агуулсан үг оруулна уу!',
  wordAdded: 'Үгийг жагсаалтад нэмлээ',
  wordExists: 'Энэ үг жагсаалтад аль хэдийн байна',
  wordRemoved: 'Үгийг жагсаалтаас хаслаа',
  approved: 'Сэтгэгдлийг нийтэд харуулахаар зөвшөөрлөө',
  rejected: 'Сэтгэгдлийг татгалзаж устгалаа',
  notHeld: 'Энэ сэтгэгдэл хянуулахаар хүлээгдээгүй байна.',
  answered: 'Хариултыг илгээлээ',
  answerSendFailed: 'Хариултыг илгээж чадсангүй. Дахин оролдоно уу.',
  alreadyAnswered: 'Энэ зурвасанд аль хэдийн хариулсан байна.',
  contactClosed: 'Зурвасыг хаалаа',
  closedNoAnswer: 'Хаасан зурвасанд хариулах боломжгүй.',
  rescanned: (scanned: number, held: number) =>
    `${scanned} сэтгэгдлийг шалгаж, ${held}-ийг хянуулахаар түр нууллаа.`,
} as const;
