/*
 * Row builders shared by the demo seed (server/seed/) and the test factories
 * (tests/factories/): one place says what a complete user, title, episode, purchase or viewing
 * row looks like, so the two cannot drift apart. They build rows and insert nothing; ids are the
 * caller's (the seed numbers its own, factories let the database assign them).
 */
export { userRow } from './user-row';
export type { UserFields } from './user-row';
export { mediaRow } from './media-row';
export type { MediaFields } from './media-row';
export { episodeRow } from './episode-row';
export type { EpisodeFields, EpisodeSegments } from './episode-row';
export { movieRow } from './movie-row';
export type { MovieFields } from './movie-row';
export { episodeVideo, manifestIn, sourceRows, titleFolderOf } from './source-rows';
export type { SourceRows } from './source-rows';
export { paidInvoiceRow, paymentRow, receiptRow, rentalRow } from './purchase-rows';
export type { PaidInvoiceFields, ReceiptFields, RentalFields } from './purchase-rows';
export { commentRow, episodeLikeRow, historyRow, mediaStatusRow } from './activity-rows';
export type { CommentFields, HistoryFields, MediaStatusFields } from './activity-rows';
export { podcastRow, podcastTrackRow } from './podcast-row';
export type { PodcastFields, PodcastTrackFields } from './podcast-row';
export { newsletterRow } from './newsletter-row';
export type { NewsletterFields } from './newsletter-row';
export { searchText } from './search-text';
export { notificationRow } from './notification-row';
export type { NotificationFields } from './notification-row';
export { iso } from './time';
