/** The upload panel's texts, in the studio's tone (src/studio/texts.ts). */
export const ingestTexts = {
  heading: 'Видео файл',
  choose: 'Файл сонгох',
  drop: 'Файлаа энд чирж оруулах эсвэл сонгоно уу.',
  pause: 'Түр зогсоох',
  resume: 'Үргэлжлүүлэх',
  cancel: 'Цуцлах',
  progress: 'Хуулалтын явц',
  starting: (name: string) => `${name} файлыг хуулж эхэллээ.`,
  uploading: 'Хуулж байна…',
  paused: 'Түр зогсоосон. "Үргэлжлүүлэх" дарвал зогссон газраасаа үргэлжилнэ.',
  offline: 'Сүлжээ тасарлаа. Холболт сэргэмэгц зогссон газраасаа үргэлжилнэ.',
  done: (name: string) => `${name} файл бүрэн хуулагдлаа.`,
  cancelled: 'Хуулалтыг цуцаллаа.',
  failed: 'Файл хуулахад алдаа гарлаа. Дахин оролдоно уу.',
  percentSaid: (percent: number) => `${percent}% хуулагдлаа.`,
  speed: (perSecond: string) => `${perSecond}/сек`,
  left: (time: string) => `Үлдсэн хугацаа: ${time}`,
  unfinished: (name: string, percent: number) =>
    `${name} файлын хуулалт ${percent}%-д зогссон байна. Тэр файлаа дахин сонговол үргэлжилнэ.`,
  states: { uploading: 'Хуулж байна', uploaded: 'Хуулагдсан', cancelled: 'Цуцалсан' },
  earlier: 'Өмнө хуулсан файлууд',
} as const;
