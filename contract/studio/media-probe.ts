import { z } from 'zod';

/*
 * What the server found in an uploaded video or audio file before anything is encoded (issue 33,
 * docs/decisions/061-ingest-probe-and-subtitles.md), and whether it can be used.
 */

/** What a file is uploaded as: the picture of an episode or movie, or the sound of a podcast or dub. */
export const MEDIA_EXPECTATIONS = ['video', 'audio'] as const;
export type MediaExpectation = (typeof MEDIA_EXPECTATIONS)[number];

const index = z.number().int().nonnegative();
/** ISO 639-1 where one exists (mn, en, ru…), else the tag's own three letters; null: not said. */
const language = z.string().nullable();

export const probedVideoSchema = z.object({
  index,
  codec: z.string(),
  /** As it is shown, after the rotation: a phone's portrait video is 1080×1920 here. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Frames per second (the average over the file). */
  frame_rate: z.number().positive(),
  /** The intervals between frames differ: phones do this; the transcoder makes it constant. */
  variable_frame_rate: z.boolean(),
  /** Degrees clockwise the stored picture is turned for showing (phones store it sideways). */
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
});

export const probedAudioSchema = z.object({
  index,
  language,
  codec: z.string(),
  channels: z.number().int().nonnegative(),
});

export const probedSubtitleSchema = z.object({ index, language, codec: z.string() });

export const mediaProbeSchema = z.object({
  duration_s: z.number().nonnegative(),
  /** ffprobe's name of the container, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm". */
  container: z.string(),
  size_bytes: z.number().int().nonnegative(),
  /** The main picture; a cover image in an audio file is not a video. */
  video: probedVideoSchema.nullable(),
  audio: z.array(probedAudioSchema),
  subtitles: z.array(probedSubtitleSchema),
});

/**
 * The judgement: usable, with notes worth an editor's attention, or refused with the reason said
 * plainly (`message`) and technically (`detail`, for the staff's logs). A refused file starts no job.
 */
export const probeVerdictSchema = z.discriminatedUnion('usable', [
  z.object({ usable: z.literal(true), probe: mediaProbeSchema, notes: z.array(z.string()) }),
  z.object({
    usable: z.literal(false),
    message: z.string(),
    detail: z.string(),
    probe: mediaProbeSchema.nullable(),
  }),
]);

export type ProbedVideo = z.infer<typeof probedVideoSchema>;
export type ProbedAudio = z.infer<typeof probedAudioSchema>;
export type ProbedSubtitle = z.infer<typeof probedSubtitleSchema>;
export type MediaProbe = z.infer<typeof mediaProbeSchema>;
export type ProbeVerdict = z.infer<typeof probeVerdictSchema>;

/** The limits a file is held to (decision 061). */
export const PROBE_LIMITS = {
  minDurationS: 1,
  maxDurationS: 12 * 60 * 60,
  /** 240p: the shorter side of the picture, so a portrait video is measured by its width. */
  minShortSide: 240,
  /** Past 8K the transcoder's time and memory are not worth it for a phone or TV screen. */
  maxLongSide: 8192,
} as const;

/** What an editor reads about a file; plain and polite, as contract/studio/messages.ts. */
export const mediaProbeMessages = {
  empty: 'Файл хоосон байна (0 байт). Файлаа шалгаад дахин оруулна уу.',
  textFile: 'Энэ файл видео, аудио биш, текст файл байна. Видео эсвэл аудио файлаа сонгоно уу.',
  unreadable:
    'Энэ файлыг видео эсвэл аудио гэж уншиж чадсангүй. Файл эвдэрсэн эсвэл дэмжигдэхгүй төрлийн байна.',
  truncated:
    'Файл дутуу байна: төгсгөлийн хэсэг нь тасарсан бололтой. Файлаа бүтнээр нь дахин оруулна уу.',
  noDuration: 'Файлын үргэлжлэх хугацааг тодорхойлж чадсангүй. Файл эвдэрсэн байж магадгүй.',
  tooShort: 'Файлын үргэлжлэх хугацаа хэт богино байна (1 секундээс бага).',
  tooLong: 'Файлын үргэлжлэх хугацаа 12 цагаас урт байна. Файл эвдэрсэн байж магадгүй, шалгана уу.',
  audioOnly: 'Энэ файлд зөвхөн дуу байна, дүрс алга. Видео файлаа сонгоно уу.',
  noAudio: 'Энэ файлд дуу алга. Дуутай файлаа сонгоно уу.',
  noFrameRate: 'Видеоны кадрын давтамжийг тодорхойлж чадсангүй. Файл эвдэрсэн байж магадгүй.',
  tooSmall: (width: number, height: number) =>
    `Видеоны хэмжээ хэт бага байна (${width}×${height}). Богино тал нь дор хаяж 240 цэг (240p) байх ёстой.`,
  tooLarge: (width: number, height: number) =>
    `Видеоны хэмжээ хэт том байна (${width}×${height}). Урт тал нь 8192 цэгээс ихгүй байх ёстой.`,
  notChecked: 'Файлыг шалгаж дуусгаж чадсангүй. Хэсэг хугацааны дараа дахин оролдоно уу.',
  noteSilentVideo:
    'Энэ видеонд дуу байхгүй байна. Дууг тусад нь (дубляж болгон) оруулах хүртэл дуугүй тоглоно.',
  noteVideoAsAudio: 'Энэ файлд дүрс бас байна: зөвхөн дууг нь ашиглана.',
  noteVariableFrameRate:
    'Кадрын давтамж тогтмол биш байна (утсаар бичсэн бололтой): хөрвүүлэхдээ тогтмол болгоно.',
} as const;
