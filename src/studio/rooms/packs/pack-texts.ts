/** The packs room's texts (docs/decisions/058-studio-site-pages-and-packs.md). */
export const packTexts = {
  title: 'Эрхийн багц',
  lead: 'Шинэ үнэ зөвхөн шинээр үүсэх нэхэмжлэхэд хамаарна; нээлттэй нэхэмжлэх өөрийн үнээрээ төлөгдөнө.',
  name: 'Нэр',
  days: 'Хоног',
  price: 'Үнэ (төгрөг)',
  add: 'Багц нэмэх',
  summary: (days: number, price: number) => `${days} хоног · ${price.toLocaleString('mn-MN')}₮`,
  invoices: (n: number) => (n > 0 ? `${n} нэхэмжлэхэд нэрлэгдсэн` : ''),
} as const;
