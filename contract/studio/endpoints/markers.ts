import { z } from 'zod';
import { positiveId } from './fields';

/** The intro suggestion calls (contract/studio/markers-paths.ts, decision 066). */

const idParams = z.object({ id: positiveId });

export const introSuggestionMessages = {
  queued: 'Ангиудын дууг харьцуулж эхэллээ. Хэдэн минут болно.',
  alreadyRunning: 'Энэ цувралын харьцуулалт аль хэдийн явж байна.',
  notSeries: 'Эхлэлийн дууг зөвхөн цувралын ангиудаас санал болгоно.',
  tooFew: 'Харьцуулахад бичлэгтэй хоёроос доошгүй анги хэрэгтэй.',
  ingestOff: 'Энэ серверт ffmpeg алга тул дууг харьцуулах боломжгүй.',
} as const;

export const introRunStates = ['none', 'queued', 'running', 'done', 'failed'] as const;

export const introSuggestionSchema = z.object({
  episode_id: z.number().int(),
  /** Both null: compared, and nothing is shared with the other episodes. */
  start_sec: z.number().int().nullable(),
  end_sec: z.number().int().nullable(),
  computed_at: z.string(),
});
export type StudioIntroSuggestion = z.infer<typeof introSuggestionSchema>;

export const markersSchemas = {
  studioIntroSuggestions: {
    params: idParams,
    response: z.object({
      status: z.literal(true),
      data: z.object({
        run: z.enum(introRunStates),
        suggestions: z.array(introSuggestionSchema),
      }),
    }),
  },
  studioIntroSuggest: {
    params: idParams,
    /** 202 queued; 409 when one already waits or runs, or the series has fewer than two videos. */
    response: z.object({ status: z.literal(true), msg: z.string() }),
  },
  studioEpisodePlayback: {
    params: idParams,
    response: z.object({
      status: z.literal(true),
      data: z.object({
        /** The manifest to play, or null before the episode has a video. */
        url: z.string().nullable(),
      }),
    }),
  },
} as const;
