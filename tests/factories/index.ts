/*
 * Test data built on purpose: each test makes the users, titles, purchases and activity it
 * relies on, instead of looking up demo rows and hoping the seed still has them. The rows come
 * from the same builders the demo seed uses (server/db/rows), so a factory's user or title is
 * shaped exactly like a seeded one.
 */
export { createSession } from './create-session';
export { createSignedInUser, createUser } from './create-user';
export type { CreatedUser, UserOptions } from './create-user';
export { createSeries } from './create-series';
export type { CreatedEpisode, CreatedSeries, SeriesOptions } from './create-series';
export { createCategory } from './create-category';
export { createMovie } from './create-movie';
export type { MovieOptions } from './create-movie';
export { createPaidInvoice, createRental } from './create-purchase';
export type { CreatedInvoice, PaidInvoiceOptions, RentalOptions } from './create-purchase';
export {
  createComment,
  createCommentVote,
  createEpisodeLike,
  createHistory,
  createMediaStatus,
} from './create-activity';
export { createPodcast, createPodcastTrack } from './create-podcast';
export type { PodcastOptions, PodcastTrackOptions } from './create-podcast';
export { createNewsletter } from './create-newsletter';
export type { NewsletterOptions } from './create-newsletter';
export { createNotification } from './create-notification';
export type { FactoryTarget } from './target';
