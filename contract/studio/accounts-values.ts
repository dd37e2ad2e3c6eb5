/*
 * The accounts room's values the studio app uses at runtime (docs/decisions/064-studio-accounts.md).
 * Zod-free, as roles.ts, so they reach the studio bundle without the schemas.
 */

/** The most days one change may add or take away (ten years). */
export const MAX_DAYS_CHANGE = 3650;

export const DAY_ACTIONS = ['add', 'remove'] as const;
export type DayAction = (typeof DAY_ACTIONS)[number];

/** The room's answers, in the tone of contract/studio/messages.ts. */
export const accountMessages = {
  daysAdded: (days: number) => `${days} хоног нэмлээ`,
  daysRemoved: (days: number) => `${days} хоног хаслаа`,
  tooManyRemoved: (left: number) =>
    left === 0
      ? 'Энэ хэрэглэгчид хасах хоног үлдээгүй байна!'
      : `Үлдсэн ${left} хоногоос илүүг хасах боломжгүй!`,
  keyReused: 'Энэ хүсэлт өөр утгатай аль хэдийн илгээгдсэн байна. Хуудсаа дахин ачаална уу!',
  sessionsEnded: (n: number) =>
    n === 0 ? 'Идэвхтэй нэвтрэлт байсангүй' : `${n} нэвтрэлтийг дуусгалаа`,
  rentalCancelled: 'Түрээсийг цуцаллаа',
  rentalOver: 'Энэ түрээс аль хэдийн дууссан байна!',
  refunded: (amount: number) =>
    `${amount.toLocaleString('en-US')}₮ буцаалаа. Худалдан авсан эрхийг хаслаа`,
  refundAlready: 'Энэ төлбөрийг аль хэдийн буцаасан байна!',
  refundBusy: 'Энэ төлбөрийн буцаалт яг одоо хийгдэж байна. Түр хүлээгээд дахин шалгана уу!',
  refundNothing: 'Энэ нэхэмжлэлд буцаах төлбөр алга байна!',
  refundProvider: (msg: string | null) =>
    msg
      ? `QPay буцаалтыг хийсэнгүй: ${msg}`
      : 'QPay-тэй холбогдож чадсангүй. Мөнгө буцаагдаагүй тул түр хүлээгээд дахин оролдоно уу!',
} as const;
