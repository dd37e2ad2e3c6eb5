/** The header's notifications (docs/product.md "Notifications"). */
export const notificationTexts = {
  /** The header button's accessible name. */
  button: 'Мэдэгдэл',
  /** Read with the button, so a screen reader hears the count too. */
  unread: (count: number) => (count === 0 ? 'Шинэ мэдэгдэл алга' : `${count} шинэ мэдэгдэл`),
  title: 'Мэдэгдэл',
  markAll: 'Бүгдийг уншсан болгох',
  markOne: 'Уншсан болгох',
  unreadMark: 'Шинэ',
  empty: 'Танд одоогоор мэдэгдэл алга байна.',
  emptyHint: 'Дуртай цувралдаа «Мэдэгдэл авах» тэмдэг тавиад шинэ ангиудыг нь эндээс хараарай.',
  loadFailed: 'Мэдэгдлийг ачаалж чадсангүй.',
  loading: 'Мэдэгдлийг ачаалж байна…',
} as const;
