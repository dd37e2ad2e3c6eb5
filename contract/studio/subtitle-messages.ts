/*
 * What an editor reads about an uploaded SRT or WebVTT subtitle file (decision 061). Each
 * problem in the text names its line, so it can be found and fixed in any text editor.
 */

/** The largest subtitle file taken: a two-hour film's is about 150 KB. */
export const SUBTITLE_MAX_BYTES = 2 * 1024 * 1024;

const at = (line: number) => `${line}-р мөрөнд`;

export const subtitleMessages = {
  tooLarge: 'Хадмалын файл 2 MB-аас ихгүй байх ёстой. Зөв файлаа сонгосон эсэхээ шалгана уу.',
  empty: 'Хадмалын файл хоосон байна.',
  binary: (line: number) =>
    `Энэ файл текст биш байна (${at(line)} текстэд байж болохгүй тэмдэгт байна). SRT эсвэл WebVTT хадмалын файлаа сонгоно уу.`,
  utf16:
    'Хадмалын файл UTF-16 кодчлолтой байна. Файлаа UTF-8 кодчлолоор хадгалаад дахин оруулна уу.',
  notUtf8: (line: number) =>
    `${at(line)} UTF-8 биш тэмдэгт байна (Windows-1251 зэрэг өөр кодчлолоор хадгалсан бололтой). Файлаа UTF-8 кодчлолоор хадгалаад дахин оруулна уу.`,
  notSubtitle: (line: number) =>
    `Энэ файл SRT эсвэл WebVTT хадмал биш байна: ${at(line)} хугацааны мөр (00:00:01,000 --> 00:00:04,000) байх ёстой.`,
  badTime: (line: number) =>
    `${at(line)} хугацаа буруу бичигдсэн байна. Жишээ нь: 00:01:02,500 --> 00:01:05,000.`,
  negativeTime: (line: number) => `${at(line)} хугацаа сөрөг байна.`,
  endBeforeStart: (line: number) =>
    `${at(line)} хадмал эхлэхээсээ өмнө (эсвэл эхлэх мөчдөө) дуусч байна.`,
  pastVideo: (line: number, minutes: string) =>
    `${at(line)} хадмалын хугацаа видеоны уртаас (${minutes}) хэтэрсэн байна. Өөр хувилбарын хадмал биш эсэхийг шалгана уу.`,
  arrowInText: (line: number) =>
    `${at(line)} хадмалын текст дотор "-->" байна. Өмнөх хадмалын дараа хоосон мөр орхигдсон бололтой.`,
  unsafeMarkup: (line: number) =>
    `${at(line)} хадмалд байж болохгүй HTML (script, style, холбоос гэх мэт) байна. Түүнийг арилгаад дахин оруулна уу.`,
  noCues: 'Хадмалын файлд нэг ч хадмал (хугацаа, текст) олдсонгүй.',
} as const;
