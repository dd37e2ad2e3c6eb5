/** Shell texts that lib/texts.ts does not have yet (header, footer, bottom menu). */
export const layoutTexts = {
  bottomMenu: 'Доод цэс',
  newTab: '(шинэ цонхонд нээгдэнэ)',
  search: 'Хайх',
  footer: {
    tagline: 'Бизнес, эдийн засаг, энтертайнмент — нэг дор.',
    pages: 'Мэдээлэл',
    social: 'Биднийг дагаарай',
    partners: 'Түншүүд',
  },
} as const;
