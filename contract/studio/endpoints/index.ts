import type { z } from 'zod';
import type { StudioEndpointName } from '../paths';
import { accountSchemas } from './accounts';
import { moneySchemas } from './money';
import { episodeSchemas } from './catalogue-episodes';
import { pickSchemas } from './catalogue-picks';
import { titleSchemas } from './catalogue-titles';
import { homeSchemas } from './home';
import { imageSchemas } from './images';
import { ingestSchemas } from './ingest';
import { ingestFlowSchemas } from './ingest-flow';
import { ingestStatusSchemas } from './ingest-status';
import { liveStudioSchemas } from './live';
import { markersSchemas } from './markers';
import { contactSchemas } from './contact';
import { moderationSchemas } from './moderation';
import { moderationWordSchemas } from './moderation-words';
import { newsletterSchemas } from './reading-newsletters';
import { numbersSchemas } from './numbers';
import { podcastSchemas } from './reading-podcasts';
import { sessionSchemas } from './session';
import { siteSchemas } from './site';
import { staffSchemas } from './staff';

/** The zod side of each studio call. Server and tests only: the studio app imports types. */
export const studioSchemas = {
  ...sessionSchemas,
  ...staffSchemas,
  ...titleSchemas,
  ...episodeSchemas,
  ...pickSchemas,
  ...imageSchemas,
  ...ingestSchemas,
  ...homeSchemas,
  ...podcastSchemas,
  ...newsletterSchemas,
  ...siteSchemas,
  ...ingestStatusSchemas,
  ...ingestFlowSchemas,
  ...accountSchemas,
  ...moneySchemas,
  ...moderationSchemas,
  ...markersSchemas,
  ...numbersSchemas,
  ...moderationWordSchemas,
  ...contactSchemas,
  ...liveStudioSchemas,
} satisfies Record<
  StudioEndpointName,
  { query?: z.ZodType; body?: z.ZodType; params?: z.ZodType; response: z.ZodType }
>;

type Schemas = typeof studioSchemas;
type Unlisted = Exclude<keyof Schemas, StudioEndpointName>;
const everyEntryHasAPath: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEntryHasAPath;

type Part<K extends StudioEndpointName, P extends string> = Schemas[K] extends {
  [Q in P]: infer S extends z.ZodType;
}
  ? S
  : never;

export type StudioParamsOf<K extends StudioEndpointName> = z.input<Part<K, 'params'>>;
export type StudioQueryOf<K extends StudioEndpointName> = z.input<Part<K, 'query'>>;
export type StudioBodyOf<K extends StudioEndpointName> = z.input<Part<K, 'body'>>;
export type StudioDataOf<K extends StudioEndpointName> =
  z.output<Schemas[K]['response']> extends { data?: infer D } ? Exclude<D, undefined> : never;

/** What a 409 of a save answers as `current`: the values stored now (a stale version). */
export type StudioCurrentOf<K extends StudioEndpointName> = Schemas[K] extends {
  stale: infer S extends z.ZodType;
}
  ? z.output<S> extends { current: infer C }
    ? C
    : never
  : never;
