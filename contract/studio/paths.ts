import { accountsPaths } from './accounts-paths';
import { cataloguePaths } from './catalogue-paths';
import { contactPaths } from './contact-paths';
import type { StudioRoute } from './route';
import { homePaths } from './home-paths';
import { imagePaths } from './image-paths';
import { ingestFlowPaths } from './ingest-flow';
import { ingestPaths } from './ingest-paths';
import { ingestStatusPaths } from './ingest-status-paths';
import { livePaths } from './live-paths';
import { markersPaths } from './markers-paths';
import { moderationPaths } from './moderation-paths';
import { numbersPaths } from './numbers-paths';
import { moderationWordPaths } from './moderation-words-paths';
import { moneyPaths } from './money-paths';
import { readingPaths } from './reading-paths';
import { sessionPaths } from './session-paths';
import { sitePaths } from './site-paths';
import { staffPaths } from './staff-paths';

/**
 * Every studio call by name, one file per room. Apart from the viewer's `contract/paths.ts`, so
 * nothing of the studio reaches the viewer's bundle (docs/decisions/051-studio.md).
 */
export const studioPaths = {
  ...sessionPaths,
  ...staffPaths,
  ...cataloguePaths,
  ...imagePaths,
  ...ingestPaths,
  ...homePaths,
  ...readingPaths,
  ...sitePaths,
  ...ingestStatusPaths,
  ...ingestFlowPaths,
  ...accountsPaths,
  ...moderationPaths,
  ...markersPaths,
  ...numbersPaths,
  ...moderationWordPaths,
  ...contactPaths,
  ...moneyPaths,
  ...livePaths,
} as const satisfies Record<string, StudioRoute>;

export type StudioEndpointName = keyof typeof studioPaths;
