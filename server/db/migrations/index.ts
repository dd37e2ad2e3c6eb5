import type { Migration } from 'kysely';
import * as accountGuards from './account-guards';
import * as authOutbox from './auth-outbox';
import * as businessMoney from './business-money';
import * as commentReports from './comment-reports';
import * as episodeNumberUnique from './episode-number-unique';
import * as ingestWire from './ingest-wire';
import * as episodeSegments from './episode-segments';
import * as initialSchema from './initial-schema';
import * as jobs from './jobs';
import * as live from './live';
import * as mediaFolders from './media-folders';
import * as mediaRetired from './media-retired';
import * as mediaUploads from './media-uploads';
import * as moderation from './moderation';
import * as moderationWords from './moderation-words';
import * as numbersMonths from './numbers-months';
import * as notificationKinds from './notification-kinds';
import * as podcastNewsletterSearch from './podcast-newsletter-search';
import * as paymentsSandbox from './payments-sandbox';
import * as recentMedia from './recent-media';
import * as relatedMedia from './related-media';
import * as sandboxMessages from './sandbox-messages';
import * as searchTrigrams from './search-trigrams';
import * as studio from './studio';
import * as studioAccounts from './studio-accounts';
import * as studioCatalogue from './studio-catalogue';
import * as introSuggestions from './intro-suggestions';
import * as studioReading from './studio-reading';
import * as studioSite from './studio-site';
import * as titleSort from './title-sort';
import * as usageNumbers from './usage-numbers';

/*
 * A static map instead of FileMigrationProvider: no runtime directory scan, so it works the same
 * under tsx, vitest and a bundled build. Keys sort lexically, which is the order Kysely applies.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-auth-outbox': authOutbox,
  '0003-payments-sandbox': paymentsSandbox,
  '0004-account-guards': accountGuards,
  '0005-media-folders': mediaFolders,
  '0006-search-trigrams': searchTrigrams,
  '0007-related-media': relatedMedia,
  '0008-recent-media': recentMedia,
  '0009-sandbox-messages': sandboxMessages,
  '0010-notification-kinds': notificationKinds,
  '0011-episode-segments': episodeSegments,
  '0012-podcast-newsletter-search': podcastNewsletterSearch,
  '0013-title-sort': titleSort,
  '0014-studio': studio,
  '0016-studio-catalogue': studioCatalogue,
  '0018-studio-site': studioSite,
  // Written as 0015 beside 0016; numbered after it so a database that ran 0016 still takes it.
  '0019-studio-reading': studioReading,
  '0020-media-uploads': mediaUploads,
  '0021-jobs': jobs,
  '0022-moderation': moderation,
  '0023-studio-accounts': studioAccounts,
  '0024-episode-number-unique': episodeNumberUnique,
  '0025-ingest-wire': ingestWire,
  '0026-intro-suggestions': introSuggestions,
  '0027-media-retired': mediaRetired,
  '0028-business-money': businessMoney,
  '0029-usage-numbers': usageNumbers,
  '0030-moderation-words': moderationWords,
  '0031-live': live,
  '0032-comment-reports': commentReports,
  '0033-numbers-months': numbersMonths,
};
