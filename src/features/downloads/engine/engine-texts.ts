/** What the engine writes into a record for /downloads to show (Mongolian, the spec's tone). */
export const engineTexts = {
  networkLost: 'Сүлжээ тасарлаа. Холболт сэргэхэд татаж дуусгана.',
  failed: 'Татаж чадсангүй. Дахин оролдоно уу.',
  backgroundDone: (title: string) => `«${title}» татаж дууслаа`,
} as const;
