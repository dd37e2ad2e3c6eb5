/** Header, mega menu and footer texts in Mongolian. */
export const navigationTexts = {
  megaMenu: {
    trigger: 'Контент',
    label: 'Контентын ангилал',
    allContent: 'Бүх контент',
    seeAll: (category: string) => `${category}: бүгдийг үзэх`,
    seeAllShort: 'Бүгдийг үзэх',
    loading: 'Ачаалж байна…',
    failed: 'Ангиллыг ачаалж чадсангүй.',
    retry: 'Дахин оролдох',
    empty: 'Энэ ангилалд одоогоор контент алга.',
  },
  footer: {
    tagline: 'Бизнес, эдийн засаг, энтертайнмент — нэг дор.',
    pages: 'Мэдээлэл',
    social: 'Сошиал хаягууд',
    partners: 'Түншүүд',
  },
  header: {
    searchPage: 'Хайлтын хуудас',
    newTab: '(шинэ цонхонд нээгдэнэ)',
  },
} as const;
