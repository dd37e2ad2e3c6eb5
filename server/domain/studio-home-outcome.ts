/** What a save of the home room comes to (docs/decisions/057-studio-home-and-schedule.md). */
export type HomeOutcome<Saved, Current> =
  | { kind: 'saved'; data: Saved }
  | { kind: 'missing' }
  | { kind: 'stale'; current: Current }
  | { kind: 'invalid'; fields: Record<string, string> };

export const homeRuleTexts = {
  noTitle: 'Ийм бүтээл олдсонгүй! Жагсаалтаас сонгоно уу.',
  /** A programme airs on a channel: the viewer's live player follows it (decision 079). */
  noChannel: 'Ийм шууд суваг олдсонгүй! Жагсаалтаас сонгоно уу.',
  endsBeforeStart: 'Дуусах цаг эхлэх цагаас хойш байна!',
  badMoment: 'Ийм цаг байхгүй байна!',
  slugTaken: 'Энэ хаягийн нэрийг өөр ангилал ашиглаж байна!',
  overlaps: (title: string, from: string, to: string) =>
    `Энэ цаг "${title}" нэвтрүүлэгтэй (${from}–${to}) давхцаж байна!`,
  categoryInUse: (count: number) =>
    `Энэ ангиллыг ${count} бүтээл ашиглаж байгаа тул устгах боломжгүй. Эхлээд бүтээлүүдээс хасна уу.`,
} as const;
