/*
 * The money room's values the studio app uses at runtime (docs/decisions/068-business-money.md).
 * Zod-free, as accounts-values.ts, so they reach the studio bundle without the schemas.
 */

export const LEDGER_KINDS = ['invoice', 'payment', 'refund', 'grant'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_PAGE_SIZE = 50;
/** The most rows one CSV export writes; a wider range is narrowed by the filters. */
export const LEDGER_CSV_MAX = 50_000;

export const MISMATCH_KINDS = ['paid-not-granted', 'granted-not-paid'] as const;
export type MismatchKindName = (typeof MISMATCH_KINDS)[number];

export const mismatchNames: Record<MismatchKindName, string> = {
  'paid-not-granted': 'QPay-д төлөгдсөн, эрх нээгдээгүй',
  'granted-not-paid': 'Эрх нээгдсэн, QPay-д төлбөр алга',
};

export const moneyMessages = {
  reconciled: (checked: number, found: number) =>
    found === 0
      ? `${checked} нэхэмжлэхийг QPay-тэй тулгалаа. Зөрүү олдсонгүй`
      : `${checked} нэхэмжлэхийг QPay-тэй тулгалаа. ${found} зөрүү олдлоо`,
  granted: 'Төлбөрийг баталгаажуулж, эрхийг нээлээ',
  noted: 'Тэмдэглэлээ. Эрхийг хасах бол хэрэглэгчийн хуудаснаас хийнэ үү',
  gone: 'Энэ зөрүүг аль хэдийн шийдвэрлэсэн байна!',
  notPaid: 'QPay одоо энэ нэхэмжлэхийг төлөгдсөн гэж хэлэхгүй байна. Эрх нээгдсэнгүй!',
  providerDown: 'QPay-тэй холбогдож чадсангүй. Түр хүлээгээд дахин оролдоно уу!',
} as const;

export const ledgerKindNames: Record<LedgerKind, string> = {
  invoice: 'Нэхэмжлэх',
  payment: 'Төлбөр',
  refund: 'Буцаалт',
  grant: 'Ажилтны хоног',
};
