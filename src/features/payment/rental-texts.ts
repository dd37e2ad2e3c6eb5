/** Rental flow texts (Mongolian). */
export const rentalTexts = {
  /** docs/product.md §2: 'N hours rental price'. */
  priceLabel: (hours: number) => `${hours} цагийн түрээсийн үнэ`,
  methods: 'QPay болон бүх банкны аппаар',
  dialogTitle: (title: string) => `«${title}» түрээслэх`,
  paid: 'Төлбөр амжилттай төлөгдлөө.',
} as const;
