import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { sharedReads } from '../domain/shared-reads';
import type { Providers } from '../providers/providers';
import { artRoutes } from './art';
import { authRoutes } from './auth';
import { contactRoutes } from './contact';
import { contentListRoutes } from './content-lists';
import { contentMediaRoutes } from './content-media';
import { contentPageRoutes } from './content-pages';
import { contentSlideRoutes } from './content-slides';
import { devMessageRoutes } from './dev-messages';
import { downloadRoutes } from './downloads';
import { episodeRoutes } from './episodes';
import { historyRoutes } from './history';
import { liveRoutes } from './live';
import { liveChannelRoutes } from './live-channel';
import { newsletterRoutes } from './newsletters';
import { notificationRoutes } from './notifications';
import { paymentRoutes } from './payment';
import { podcastRoutes } from './podcasts';
import { profileRoutes } from './profile';
import { qpaySandboxRoutes } from './qpay-sandbox';
import { uploadRoutes } from './profile-upload';
import { socialRoutes } from './social';
import { studioRouters } from './studio';

/** One router per area; each defines full paths (`/api/m/...`) so the contract reads the same. */
export function apiRouters(deps: AppDeps, providers: Providers): Hono[] {
  // One per process, so its bound on kept reads is the process's (decision 034).
  const shared = sharedReads(deps.config.catalogueCacheMs, deps.clock);
  return [
    artRoutes(deps),
    contactRoutes(deps),
    contentSlideRoutes(deps),
    contentListRoutes(deps, shared),
    contentMediaRoutes(deps, shared),
    contentPageRoutes(deps),
    notificationRoutes(deps),
    historyRoutes(deps),
    episodeRoutes(deps),
    socialRoutes(deps),
    liveRoutes(deps),
    liveChannelRoutes(deps),
    podcastRoutes(deps),
    downloadRoutes(deps),
    newsletterRoutes(deps),
    authRoutes(deps, providers.sms),
    profileRoutes(deps, providers.email),
    uploadRoutes(deps),
    devMessageRoutes(deps, providers.sms),
    paymentRoutes(deps, providers.payment),
    qpaySandboxRoutes(deps),
    ...studioRouters(deps, providers),
  ];
}
