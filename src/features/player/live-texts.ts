/** The few words the live cover needs; kept apart so the home page does not load them all. */
export const liveTexts = {
  live: 'LIVE',
  liveNow: 'Одоо гарч байна',
  livePlay: 'Шууд дамжуулалтыг үзэх',
  loading: 'Ачаалж байна…',
} as const;
