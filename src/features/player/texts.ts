/** The player's interface texts (Mongolian). */
export const playerTexts = {
  region: 'Видео тоглуулагч',
  play: 'Тоглуулах',
  pause: 'Зогсоох',
  replay: 'Дахин үзэх',
  seek: 'Гүйлгэх',
  volume: 'Дууны түвшин',
  mute: 'Дуугүй болгох',
  unmute: 'Дуутай болгох',
  settings: 'Тохиргоо',
  quality: 'Чанар',
  auto: 'Авто',
  autoWith: (height: number) => `Авто (${height}p)`,
  upTo: (height: number) => `${height}p хүртэл`,
  audio: 'Дуу',
  subtitles: 'Хадмал',
  subtitlesOff: 'Унтраах',
  speed: 'Хурд',
  caption: {
    size: {
      label: 'Хадмалын хэмжээ',
      names: { small: 'Жижиг', medium: 'Дунд', large: 'Том', xlarge: 'Маш том' },
    },
    colour: {
      label: 'Хадмалын өнгө',
      names: { white: 'Цагаан', yellow: 'Шар', cyan: 'Цэнхэр', green: 'Ногоон' },
    },
    background: {
      label: 'Хадмалын дэвсгэр',
      names: { box: 'Хагас тунгалаг', solid: 'Хар', none: 'Байхгүй' },
    },
  },
  normalSpeed: 'Хэвийн',
  fullscreen: 'Бүтэн дэлгэц',
  exitFullscreen: 'Бүтэн дэлгэцээс гарах',
  pip: 'Жижиг цонхонд үзэх',
  exitPip: 'Жижиг цонхноос гарах',
  next: 'Дараагийн анги',
  skipIntro: 'Эхлэлийг алгасах',
  skipRecap: 'Өмнөх ангийн тоймыг алгасах',
  back10: '10 секунд ухраах',
  forward10: '10 секунд урагшлуулах',
  shortcuts: 'Товчлуурын тусламж',
  close: 'Хаах',
  buffering: 'Ачаалж байна…',
  live: 'LIVE',
  goLive: 'Шууд дамжуулалт руу очих',
  /** How far a rewound live viewer is behind the edge: "-1:05". */
  behindLive: (time: string) => `-${time}`,
  /** The slate while a live feed is down (issue 28's text, and a second line in its tone). */
  liveDropped: 'Шууд дамжуулалт түр тасарлаа',
  liveResumes: 'Дамжуулалт сэргэмэгц автоматаар үргэлжилнэ',
  /** The slate while a broadcast starts: the encoder connected, its first segment is not ready. */
  liveStartsSoon: 'Шууд дамжуулалт удахгүй эхэлнэ',
  liveStartsItself: 'Дамжуулалт эхэлмэгц автоматаар тоглоно',
  /** A guest's way in to a channel on air (its manifest needs a login). */
  liveLogin: 'Нэвтрэх',
  /** A viewer without paid days on a paid channel: where to renew. */
  liveRenew: 'Эрх сунгах',
  /** The programme on air, read before its title. */
  liveProgramme: 'Одоо гарч буй нэвтрүүлэг',
  error: 'Бичлэгийг тоглуулж чадсангүй.',
  retry: 'Дахин оролдох',
  timeOf: (current: string, total: string) => `${current} / ${total}`,
  language: { mn: 'Монгол', en: 'Англи' } as Record<string, string>,
  shortcutList: [
    ['Space / K', 'Тоглуулах / зогсоох'],
    ['J / L', '10 секунд ухраах / урагшлуулах'],
    ['← / →', '5 секунд ухраах / урагшлуулах'],
    ['↑ / ↓', 'Дууг чангалах / багасгах'],
    ['M', 'Дуугүй болгох'],
    ['F', 'Бүтэн дэлгэц'],
    ['N', 'Дараагийн анги'],
    ['?', 'Энэ тусламж'],
  ] as const,
  liveNow: 'Одоо гарч байна',
  livePlay: 'Шууд дамжуулалтыг үзэх',
} as const;

export function languageName(code: string): string {
  return playerTexts.language[code] ?? code.toUpperCase();
}
