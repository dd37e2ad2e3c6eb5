import type { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { Providers } from '../../providers/providers';
import { studioAccountRoutes } from './accounts';
import { studioEpisodeRoutes } from './catalogue-episodes';
import { studioPickRoutes } from './catalogue-picks';
import { studioTitleRoutes } from './catalogue-titles';
import { studioHomeRoutes } from './home';
import { studioImageRoutes } from './images';
import { studioUploadRoutes } from './ingest-uploads';
import { studioIngestFlowRoutes } from './ingest-flow';
import { studioIngestStatusRoutes } from './ingest-status';
import { studioLiveRoutes } from './live';
import { studioMarkerRoutes } from './markers';
import { studioContactRoutes } from './contact';
import { studioModerationRoutes } from './moderation';
import { studioModerationWordRoutes } from './moderation-words';
import { studioMoneyRoutes } from './money';
import { studioNewsletterRoutes } from './reading-newsletters';
import { studioNumbersRoutes } from './numbers';
import { studioPodcastRoutes } from './reading-podcasts';
import { studioRemovalRoutes } from './removal';
import { studioSessionRoutes } from './session';
import { studioSiteRoutes } from './site';
import { studioPackRoutes } from './site-packs';
import { studioStaffRoutes } from './staff';

/** Every room of the studio's API (docs/decisions/051-studio.md), mounted beside the viewer's. */
export function studioRouters(deps: AppDeps, providers: Providers): Hono[] {
  return [
    studioSessionRoutes(deps, providers.sms),
    studioStaffRoutes(deps),
    studioTitleRoutes(deps),
    studioEpisodeRoutes(deps),
    studioPickRoutes(deps),
    studioImageRoutes(deps),
    studioUploadRoutes(deps),
    studioHomeRoutes(deps),
    studioPodcastRoutes(deps),
    studioNewsletterRoutes(deps),
    studioSiteRoutes(deps),
    studioPackRoutes(deps),
    studioIngestStatusRoutes(deps),
    studioIngestFlowRoutes(deps),
    studioAccountRoutes(deps, providers.payment),
    studioModerationRoutes(deps),
    studioMarkerRoutes(deps),
    studioNumbersRoutes(deps),
    studioModerationWordRoutes(deps),
    studioContactRoutes(deps, providers),
    studioMoneyRoutes(deps, providers.payment),
    studioLiveRoutes(deps),
    studioRemovalRoutes(deps),
  ];
}
