import type { z } from 'zod';
import type { EndpointName } from '../paths';
import { authSchemas } from './auth';
import { contentSchemas } from './content';
import { downloadSchemas } from './downloads';
import { liveSchemas } from './live';
import { liveChannelSchemas } from './live-channel';
import { notificationSchemas } from './notifications';
import { operationsSchemas } from './operations';
import { paymentSchemas } from './payment';
import { readingSchemas } from './podcasts-newsletters';
import { searchSchemas } from './search';
import { socialSchemas } from './social';

export { animeStatusSchema, listSortSchema, listTypeSchema, movieTypeSchema } from './content';
export type { AnimeStatusFilter, ListSort, ListType, MovieTypeFilter } from './content';
export { SEARCH_YEAR_MAX, SEARCH_YEAR_MIN, searchTypeSchema } from './search';
export type { SearchQuery, SearchType } from './search';
export { smsPurposeSchema } from './auth';
export type { SmsPurpose } from './auth';

/** The zod side of one path: what the server validates and what it answers. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Server and tests only: the browser imports types from here, never values. */
export const schemas = {
  ...contentSchemas,
  ...searchSchemas,
  ...readingSchemas,
  ...socialSchemas,
  ...liveSchemas,
  ...liveChannelSchemas,
  ...notificationSchemas,
  ...downloadSchemas,
  ...paymentSchemas,
  ...authSchemas,
  ...operationsSchemas,
} satisfies Record<EndpointName, EndpointSchemas>;

type Schemas = typeof schemas;

// A schema entry without a path is a typo or a leftover: make it a compile error too.
type Unlisted = Exclude<keyof Schemas, EndpointName>;
const everyEntryHasAPath: [Unlisted] extends [never] ? true : Unlisted = true;
void everyEntryHasAPath;

type Part<K extends EndpointName, P extends keyof EndpointSchemas> = Schemas[K] extends {
  [Q in P]: infer S extends z.ZodType;
}
  ? S
  : never;

/** What the client sends (`z.input`): path params, query, body. `never` when the call has none. */
export type ParamsOf<K extends EndpointName> = z.input<Part<K, 'params'>>;
export type QueryOf<K extends EndpointName> = z.input<Part<K, 'query'>>;
export type BodyOf<K extends EndpointName> = z.input<Part<K, 'body'>>;

/** What the server answers (`z.output`), and the envelope's `data`. */
export type ResponseOf<K extends EndpointName> = z.output<Schemas[K]['response']>;
export type DataOf<K extends EndpointName> =
  ResponseOf<K> extends { data?: infer D } ? Exclude<D, undefined> : never;
