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
export const COMMENT_FILTERS = ['all', 'shown', 'hidden'] as const;
export type CommentFilter = (typeof COMMENT_FILTERS)[number];

export const COMMENT_FILTER_NAMES: Record<CommentFilter, string> = {
  all: 'Бүгд',
  shown: 'Харагдаж буй',
  hidden: 'Нуусан',
};

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
} as const;
