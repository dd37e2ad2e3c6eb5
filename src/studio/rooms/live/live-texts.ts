import type { LIVE_CHANNEL_STATES } from '@contract/studio/endpoints/live';

/** The live room's words (studio tone: plain and polite). */
export const liveTexts = {
  title: 'Шууд',
  channels: 'Шууд сувгууд',
  noChannels: 'Шууд дамжуулах суваг алга байна.',
  noChannelsText: 'Каталогт «шууд» төрлийн гарчиг нэмээд энд суваг болгоно уу.',
  choose: 'Суваг сонгоно уу.',
  state: {
    live: 'Шууд дамжуулж байна',
    starting: 'Дамжуулалт эхэлж байна',
    offline: 'Дамжуулалт түр тасарсан байна',
    idle: 'Дамжуулалт алга',
  } satisfies Record<(typeof LIVE_CHANNEL_STATES)[number], string>,
  viewersNow: 'Одоо үзэж буй',
  viewersPeak: 'Хамгийн олон үзэгч',
  lastRefusal: 'Сүүлд татгалзсан шалтгаан',
  noRefusal: 'Татгалзсан холболт алга.',
  key: 'Дамжуулах түлхүүр',
  keyHint: (hint: string) => `Одоогийн түлхүүр …${hint} гэж төгсөнө.`,
  noKey: 'Түлхүүр алга: ямар ч энкодер энэ сувагт дамжуулж чадахгүй.',
  newKey: 'Түлхүүр үүсгэх',
  rotate: 'Түлхүүр шинэчлэх',
  revoke: 'Түлхүүр цуцлах',
  rotateQuestion: 'Түлхүүрийг шинэчлэх үү?',
  rotateText:
    'Хуучин түлхүүр тэр даруй хүчингүй болж, түүгээр дамжуулж буй энкодер хэдхэн секундэд салгагдана.',
  revokeQuestion: 'Түлхүүрийг цуцлах уу?',
  revokeText:
    'Шинэ түлхүүр үүсгэх хүртэл ямар ч энкодер энэ сувагт дамжуулж чадахгүй. Одоо дамжуулж буй энкодер салгагдана.',
  shownOnce:
    'Энэ түлхүүрийг зөвхөн одоо нэг удаа харуулж байна. Хуулж аваад OBS-дээ оруулна уу: дахин харах боломжгүй.',
  obs: 'OBS-ийн тохиргоо',
  server: 'Сервер (URL)',
  streamKey: 'Түлхүүр (Stream key)',
  fullUrl: 'Сервер ба түлхүүр нэг URL-д',
  srtUrl: 'SRT URL',
  keyframe: 'Түлхүүр кадрын зай (Keyframe interval): 2 секунд',
  cbr: 'Битийн хурдны хяналт (Rate control): CBR',
  keyHidden:
    'Сервер болон түлхүүрийг зөвхөн түлхүүр үүсгэх үед нэг удаа харуулна. Мартсан бол шинэчилнэ үү.',
  copy: (what: string) => `${what} хуулах`,
  copied: 'Хуулагдлаа',
  copyFailed: 'Хуулж чадсангүй. Гараар сонгож хуулна уу.',
  end: 'Дамжуулалт дуусгах',
  endQuestion: 'Дамжуулалтыг дуусгах уу?',
  endText:
    'Энкодер салгагдаж, дамжуулалтын бичлэг ноорог болж студид орно (хөрвүүлэлт хэсэг хугацаа авна).',
  cancel: 'Болих',
  confirmRotate: 'Шинэчлэх',
  confirmRevoke: 'Цуцлах',
  confirmEnd: 'Дуусгах',
  revoked: 'Түлхүүрийг цуцаллаа.',
  ended: 'Дамжуулалтыг дуусгалаа.',
} as const;
