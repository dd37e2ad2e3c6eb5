/**
 * Every HTTP call of the product, by name. docs/product.md §7 paths are kept verbatim; the calls the spec
 * leaves out (podcasts, newsletters, actors, contact, history writes, subscription invoices, QPay
 * callback, logout, PIN change, the dev SMS outbox) follow docs/architecture.md "Paths the spec does not name" and the same style.
 *
 * This file must stay free of zod: the browser imports it at runtime, and only types from
 * `./endpoints` and `./entities`. Build a URL with `buildPath(paths.x.path, params)` from
 * `./route`; query strings are appended by the caller. Request/response shapes per name live in
 * `./endpoints` (`schemas[name]`, `ParamsOf`, `QueryOf`, `BodyOf`, `DataOf`).
 *
 * `auth`: 'required' means send `Authorization: Bearer …` and a `:userId` must be the token's
 * user; 'optional' means a guest passes userId 0 and gets the public view.
 *
 * `cache` and `writes` (required for every entry, see `Route`): the one place that says who may
 * keep an answer. The service worker, the server's guest cache and its `Cache-Control: no-store`
 * all derive from it through `./cache-policy` (docs/decisions/014).
 */
import { liveChannelPaths } from './live-channel-paths';
import type { Route } from './route';

export const paths = {
  // ── Content (docs/product.md §7) ──────────────────────────────────────────────
  /** `?multi=1`: the home hero carousel. */
  slidesBig: { method: 'GET', path: '/api/m/slides/big', cache: 'public', writes: false },
  /** Slide sets 2-5 shown further down the home page. */
  slidesSet: { method: 'GET', path: '/api/m/slides/big/:set', cache: 'public', writes: false },
  programSlides: { method: 'GET', path: '/api/m/program/slides', cache: 'public', writes: false },
  /** Categories, each with its media row. */
  homeCategories: { method: 'GET', path: '/api/m/media/home/cat', cache: 'public', writes: false },
  latestMovies: { method: 'GET', path: '/api/m/latest/movie', cache: 'public', writes: false },
  /** Media of the current (newest) season. */
  animeSeason: { method: 'GET', path: '/api/m/anime/season', cache: 'public', writes: false },
  /** All seasons, for the listing filter. */
  animeSeasonList: {
    method: 'GET',
    path: '/api/m/anime/seasonList',
    cache: 'public',
    writes: false,
  },
  /** Media of one category, for the header's mega-menu tabs. */
  animeCats: { method: 'GET', path: '/api/m/anime/cats/:cat', cache: 'public', writes: false },
  animeDetail: {
    method: 'GET',
    path: '/api/m/anime/detail/:id/:userId',
    auth: 'optional',
    cache: 'public',
    writes: false,
  },
  /** Answers `{ status, p }` (no envelope data): p is the hover video URL. */
  animeHover: { method: 'GET', path: '/api/m/anime/hover/:id', cache: 'public', writes: false },
  /** `?page&t&id`, body { cats, season, sort, animeStatus }. */
  animeList: {
    method: 'POST',
    path: '/api/m/anime/list/:userId',
    auth: 'optional',
    cache: 'public',
    writes: false,
  },
  /** The GET twin of animeList, used with `t=liked`. */
  animeListGet: {
    method: 'GET',
    path: '/api/m/anime/list/:userId',
    auth: 'optional',
    cache: 'private',
    writes: false,
  },
  mediaRelated: { method: 'GET', path: '/api/m/media/related/:id', cache: 'public', writes: false },
  mediaSuggested: {
    method: 'GET',
    path: '/api/m/media/suggested/:cat',
    cache: 'public',
    writes: false,
  },
  /** `?page`: newest episodes with their media. The trailing 1 is part of the spec's path. */
  latestEpisodes: { method: 'GET', path: '/api/m/latest/anime/1', cache: 'public', writes: false },
  /** "Continue watching": the latest position per media. */
  historyLatest: {
    method: 'GET',
    path: '/api/m/history/latest/list/:userId',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  /** `?page`: the full viewing history. */
  history: {
    method: 'GET',
    path: '/api/m/history/:userId',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  /** `?page`, body { cats, sort }. */
  moviesWeb: { method: 'POST', path: '/api/m/movies/web', cache: 'public', writes: false },
  movie: {
    method: 'GET',
    path: '/api/m/movie/:id',
    auth: 'optional',
    cache: 'public',
    writes: false,
  },
  contentPage: { method: 'GET', path: '/api/m/content/:id', cache: 'public', writes: false },
  /** `?q=`, narrowed by optional `&type&category&year` (without q, the filters browse). */
  search: { method: 'GET', path: '/api/search', cache: 'public', writes: false },
  webLogoHeader: { method: 'GET', path: '/api/m/web/logo/header', cache: 'public', writes: false },
  appLogoFooter: { method: 'GET', path: '/api/m/app/logo/footer', cache: 'public', writes: false },
  appLogoHeader: { method: 'GET', path: '/api/m/app/logo/header', cache: 'public', writes: false },
  notifications: {
    method: 'GET',
    path: '/api/m/notifications/:userId',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  faq: { method: 'GET', path: '/api/footer/get-faq', cache: 'public', writes: false },

  // ── Added content reads (docs/architecture.md) ───────────────────────
  /** `?page` */
  podcasts: { method: 'GET', path: '/api/m/podcasts', cache: 'public', writes: false },
  podcastDetail: { method: 'GET', path: '/api/m/podcast/:id', cache: 'public', writes: false },
  podcastTracks: {
    method: 'GET',
    path: '/api/m/podcast/:id/tracks',
    cache: 'public',
    writes: false,
  },
  /** `?page` */
  newsletters: { method: 'GET', path: '/api/m/newsletters', cache: 'public', writes: false },
  newsletterDetail: {
    method: 'GET',
    path: '/api/m/newsletter/:id',
    cache: 'public',
    writes: false,
  },
  actor: { method: 'GET', path: '/api/m/actor/:id', cache: 'public', writes: false },
  contact: {
    method: 'POST',
    path: '/api/m/contact',
    auth: 'optional',
    cache: 'none',
    writes: true,
  },

  // ── Statuses and episodes (docs/product.md §7) ────────────────────────────────
  mediaStatus: {
    method: 'GET',
    path: '/api/m/anime/status/:mediaId/:userId/anime/:action/:value',
    auth: 'required',

    cache: 'none',
    writes: true,
  },
  episodeStatus: {
    method: 'GET',
    path: '/api/m/anime/status/:episodeId/:userId/ep/:action/:value',
    auth: 'required',

    cache: 'none',
    writes: true,
  },
  episodesOfMedia: {
    method: 'GET',
    path: '/api/m/episodes/:mediaId/:userId',
    auth: 'optional',
    cache: 'public',
    writes: false,
  },
  episodesOfSeason: {
    method: 'GET',
    path: '/api/m/episodes/:seasonId',
    cache: 'public',
    writes: false,
  },
  groups: {
    method: 'GET',
    path: '/api/m/groups/:anime/:userId',
    auth: 'optional',
    cache: 'public',
    writes: false,
  },
  episodesOfGroup: {
    method: 'GET',
    path: '/api/m/episodes/group/:group/:userId',
    auth: 'optional',

    cache: 'public',
    writes: false,
  },
  episode: { method: 'GET', path: '/api/m/episode/:id', cache: 'public', writes: false },
  episodeForUser: {
    method: 'GET',
    path: '/api/m/episode/:id/:userId',
    auth: 'optional',
    cache: 'public',
    writes: false,
  },
  report: {
    method: 'POST',
    path: '/api/m/report/:userId',
    auth: 'required',
    cache: 'none',
    writes: true,
  },
  /** `?page` */
  comments: {
    method: 'GET',
    path: '/api/m/comments/ep/:episodeId/:userId',
    auth: 'optional',
    cache: 'public',
    writes: false,
  },
  commentPost: {
    method: 'POST',
    path: '/api/m/comment/post',
    auth: 'required',
    cache: 'none',
    writes: true,
  },
  commentAction: {
    method: 'GET',
    path: '/api/m/comment/action/:commentId/:userId/:action',
    auth: 'required',

    cache: 'none',
    writes: true,
  },
  /**
   * Added (decision 070): a viewer reports someone else's comment or reply, once; a repeat is
   * answered as sent. Queued offline like the episode's report.
   */
  commentReport: {
    method: 'POST',
    path: '/api/m/comment/report/:commentId/:userId',
    auth: 'required',
    cache: 'none',
    writes: true,
  },
  /** Added: records a watch position (episode id + seconds). */
  historyWrite: {
    method: 'POST',
    path: '/api/m/history/:userId',
    auth: 'required',
    cache: 'none',
    writes: true,
  },

  // ── Notifications (added; docs/product.md "Notifications") ─────────────────────
  /** `?page`: the user's own notifications, newest first. */
  notificationPage: {
    method: 'GET',
    path: '/api/m/notifications/:userId/list',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  /** The header badge: how many of the user's notifications are unread. */
  notificationCount: {
    method: 'GET',
    path: '/api/m/notifications/:userId/unread',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  /** Marks one read (opening it does); answers the new unread count. Queued offline. */
  notificationRead: {
    method: 'POST',
    path: '/api/m/notifications/:userId/read/:id',
    auth: 'required',
    cache: 'none',
    writes: true,
  },
  /** Marks every one read; answers the new unread count (0). Queued offline. */
  notificationReadAll: {
    method: 'POST',
    path: '/api/m/notifications/:userId/read-all',
    auth: 'required',
    cache: 'none',
    writes: true,
  },

  // ── Downloads (added; docs/product.md "Downloads", decisions 029 and 030) ─────────────────
  /**
   * What the user may keep offline of one episode, movie (theatre titles included) or podcast
   * episode: its sources signed as for streaming, and until when the download may play. Asked
   * before a download starts and again, when online, to renew or end a kept one. 403 with the
   * watch permission's text when the user may not watch it (any more).
   */
  downloadGrant: {
    method: 'GET',
    path: '/api/m/download/:userId/:kind/:id',
    auth: 'required',
    cache: 'none',
    writes: false,
  },

  // ── Live (added; docs/architecture.md "Media") ───────────────────────────────────
  /**
   * A dynamic DASH manifest (type="dynamic") looping the sample title on the wall clock. The
   * same for everyone; its own `no-cache` makes caches revalidate it.
   */
  liveManifest: {
    method: 'GET',
    path: '/api/m/live/manifest.mpd',
    cache: 'public',
    writes: false,
  },
  /** A live media segment: file is `<number>.m4s`; the manifest's SegmentTemplate names them. */
  liveSegment: {
    method: 'GET',
    path: '/api/m/live/seg/:rep/:file',
    cache: 'public',
    writes: false,
  },
  ...liveChannelPaths,

  // ── Payment and rental (docs/product.md §7) ───────────────────────────────────
  paymentStatus: {
    method: 'GET',
    path: '/api/m/payment/:userId',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  paymentOptions: {
    method: 'GET',
    path: '/api/m/payment/options/list',
    cache: 'public',
    writes: false,
  },
  bankAccount: { method: 'GET', path: '/api/bank/account', cache: 'public', writes: false },
  tvodCheck: {
    method: 'GET',
    path: '/api/m/tvod/check/:userId/:movieId',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  movieInvoice: {
    method: 'GET',
    path: '/api/qpay/invoice/:userId/:movieId/movie',
    auth: 'required',

    cache: 'private',
    writes: true,
  },
  /** Added: an invoice for a subscription payment option (extends `days`). */
  extendInvoice: {
    method: 'GET',
    path: '/api/qpay/invoice/:userId/:optionId/extend',
    auth: 'required',

    cache: 'private',
    writes: true,
  },
  qpayCheck: {
    method: 'GET',
    path: '/api/qpay/check/:bill',
    auth: 'required',
    cache: 'private',
    writes: true,
  },
  /** Added: QPay's server-to-server notification; it only triggers a payment/check. */
  qpayCallback: { method: 'GET', path: '/api/qpay/callback/:bill', cache: 'none', writes: true },
  /** Added: `?page`, the e-barimt receipt of every paid invoice (/profile/ebarimt/list). */
  receipts: {
    method: 'GET',
    path: '/api/m/ebarimt/list/:userId',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  /** Added: who receipts are made out to (/choose/tax/type, /aan). */
  taxType: {
    method: 'GET',
    path: '/api/m/ebarimt/type/:userId',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  /** Added: body { type: 'individual' | 'business', register_no }. */
  taxTypeSet: {
    method: 'POST',
    path: '/api/m/ebarimt/type/:userId',
    auth: 'required',
    cache: 'private',
    writes: true,
  },
  /** Added, development only: the QPay sandbox pays an invoice (`ref`: bill or invoice id). */
  qpaySandboxPay: { method: 'POST', path: '/qpay-sandbox/pay/:ref', cache: 'none', writes: true },
  /** Added, development only: body { op, mode } makes the QPay sandbox fail a call. */
  qpaySandboxFail: { method: 'POST', path: '/qpay-sandbox/fail', cache: 'none', writes: true },

  // ── Authentication and profile (docs/product.md §7) ───────────────────────────
  /** `?vp=register|forget` */
  smsSend: { method: 'GET', path: '/api/m/sms/vp/0/:phone', cache: 'none', writes: true },
  /** `?type=check` */
  phoneCheck: { method: 'GET', path: '/api/m/phone/check/:phone', cache: 'none', writes: false },
  /** `?type=register|forget` */
  smsVerify: {
    method: 'GET',
    path: '/api/m/sms/verify/0/:phone/:code',
    cache: 'none',
    writes: true,
  },
  verifyPhone: { method: 'POST', path: '/api/auth/verify/phone', cache: 'none', writes: true },
  pinSet: {
    method: 'GET',
    path: '/api/m/pin/set/:phone/:password/:code/register',
    cache: 'none',
    writes: true,
  },
  /** `?email&phone` */
  emailSend: {
    method: 'GET',
    path: '/api/m/seeroo/send/email/verify',
    auth: 'required',
    cache: 'none',
    writes: true,
  },
  emailVerify: {
    method: 'POST',
    path: '/api/m/seeroo/email/verify/:phone/:email/:code',
    auth: 'required',

    cache: 'none',
    writes: true,
  },
  login: { method: 'POST', path: '/api/m/login', cache: 'private', writes: true },
  me: {
    method: 'GET',
    path: '/api/m/auth/me/:userId',
    auth: 'required',
    cache: 'private',
    writes: false,
  },
  /** `?user_id&lastname&firstname` */
  registerData: {
    method: 'GET',
    path: '/api/m/seeroo/set/register/data',
    auth: 'required',
    cache: 'private',
    writes: true,
  },
  profileUpdate: {
    method: 'POST',
    path: '/api/profile/full-update',
    auth: 'required',
    cache: 'private',
    writes: true,
  },
  forgetPassword: {
    method: 'POST',
    path: '/api/auth/forget-password',
    cache: 'none',
    writes: true,
  },
  resendSms: { method: 'POST', path: '/api/auth/resend-sms', cache: 'none', writes: true },
  setPassword: { method: 'POST', path: '/api/auth/set-password', cache: 'none', writes: true },
  /** multipart/form-data with `file`; answers the stored image URL. */
  upload: {
    method: 'POST',
    path: '/lambda/krud/upload',
    auth: 'required',
    cache: 'private',
    writes: true,
  },
  /** Added: revokes the presented token. */
  logout: { method: 'POST', path: '/api/m/logout', auth: 'required', cache: 'none', writes: true },
  /** Added: real PIN change (docs/architecture.md "Where we go past the spec"). */
  changePin: {
    method: 'POST',
    path: '/api/m/pin/change/:userId',
    auth: 'required',
    cache: 'private',
    writes: true,
  },
  /** Added, development only (absent when NODE_ENV=production): the sandbox SMS outbox. */
  devSms: { method: 'GET', path: '/__dev/sms/:phone', cache: 'none', writes: false },
  /** Added, development only: the sandbox e-mail outbox. */
  devEmail: { method: 'GET', path: '/__dev/email/:email', cache: 'none', writes: false },

  // ── Operations (README "Safe defaults and operations") ────────────────
  /** Liveness: `{ status: 'ok' }` while the process runs. */
  healthz: { method: 'GET', path: '/healthz', cache: 'none', writes: false },
  /** Readiness: 200 when the database answers and is migrated; 503 while draining or not. */
  readyz: { method: 'GET', path: '/readyz', cache: 'none', writes: false },
  /** The service's SMS budgets this hour, for an operator's alerts (decision 037). */
  smsBudgets: { method: 'GET', path: '/healthz/sms', cache: 'none', writes: false },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof paths;
