/**
 * Every HTTP call of the product, by name. SPEC.md §7 paths are kept verbatim; the calls the spec
 * leaves out (podcasts, newsletters, actors, contact, history writes, subscription invoices, QPay
 * callback, logout, PIN change, the dev SMS outbox) follow DESIGN.md and the same style.
 *
 * This file must stay free of zod: the browser imports it at runtime, and only types from
 * `./endpoints` and `./entities`. Build a URL with `buildPath(paths.x.path, params)` from
 * `./route`; query strings are appended by the caller. Request/response shapes per name live in
 * `./endpoints` (`schemas[name]`, `ParamsOf`, `QueryOf`, `BodyOf`, `DataOf`).
 *
 * `auth`: 'required' means send `Authorization: Bearer …` and a `:userId` must be the token's
 * user; 'optional' means a guest passes userId 0 and gets the public view.
 */
import type { Route } from './route';

export const paths = {
  // ── Content (SPEC.md §7) ──────────────────────────────────────────────
  /** `?multi=1`: the home hero carousel. */
  slidesBig: { method: 'GET', path: '/api/m/slides/big' },
  /** Slide sets 2-5 shown further down the home page. */
  slidesSet: { method: 'GET', path: '/api/m/slides/big/:set' },
  programSlides: { method: 'GET', path: '/api/m/program/slides' },
  /** Categories, each with its media row. */
  homeCategories: { method: 'GET', path: '/api/m/media/home/cat' },
  latestMovies: { method: 'GET', path: '/api/m/latest/movie' },
  /** Media of the current (newest) season. */
  animeSeason: { method: 'GET', path: '/api/m/anime/season' },
  /** All seasons, for the listing filter. */
  animeSeasonList: { method: 'GET', path: '/api/m/anime/seasonList' },
  /** Media of one category, for the header's mega-menu tabs. */
  animeCats: { method: 'GET', path: '/api/m/anime/cats/:cat' },
  animeDetail: { method: 'GET', path: '/api/m/anime/detail/:id/:userId', auth: 'optional' },
  /** Answers `{ status, p }` (no envelope data): p is the hover video URL. */
  animeHover: { method: 'GET', path: '/api/m/anime/hover/:id' },
  /** `?page&t&id`, body { cats, season, sort, animeStatus }. */
  animeList: { method: 'POST', path: '/api/m/anime/list/:userId', auth: 'optional' },
  /** The GET twin of animeList, used with `t=liked`. */
  animeListGet: { method: 'GET', path: '/api/m/anime/list/:userId', auth: 'optional' },
  mediaRelated: { method: 'GET', path: '/api/m/media/related/:id' },
  mediaSuggested: { method: 'GET', path: '/api/m/media/suggested/:cat' },
  /** `?page`: newest episodes with their media. The trailing 1 is part of the spec's path. */
  latestEpisodes: { method: 'GET', path: '/api/m/latest/anime/1' },
  /** "Continue watching": the latest position per media. */
  historyLatest: { method: 'GET', path: '/api/m/history/latest/list/:userId', auth: 'required' },
  /** `?page`: the full viewing history. */
  history: { method: 'GET', path: '/api/m/history/:userId', auth: 'required' },
  /** `?page`, body { cats, sort }. */
  moviesWeb: { method: 'POST', path: '/api/m/movies/web' },
  movie: { method: 'GET', path: '/api/m/movie/:id', auth: 'optional' },
  contentPage: { method: 'GET', path: '/api/m/content/:id' },
  /** `?q=` */
  search: { method: 'GET', path: '/api/search' },
  webLogoHeader: { method: 'GET', path: '/api/m/web/logo/header' },
  appLogoFooter: { method: 'GET', path: '/api/m/app/logo/footer' },
  appLogoHeader: { method: 'GET', path: '/api/m/app/logo/header' },
  notifications: { method: 'GET', path: '/api/m/notifications/:userId', auth: 'required' },
  faq: { method: 'GET', path: '/api/footer/get-faq' },

  // ── Added content reads (DESIGN.md) ───────────────────────────────────
  /** `?page` */
  podcasts: { method: 'GET', path: '/api/m/podcasts' },
  podcastDetail: { method: 'GET', path: '/api/m/podcast/:id' },
  podcastTracks: { method: 'GET', path: '/api/m/podcast/:id/tracks' },
  /** `?page` */
  newsletters: { method: 'GET', path: '/api/m/newsletters' },
  newsletterDetail: { method: 'GET', path: '/api/m/newsletter/:id' },
  actor: { method: 'GET', path: '/api/m/actor/:id' },
  contact: { method: 'POST', path: '/api/m/contact', auth: 'optional' },

  // ── Statuses and episodes (SPEC.md §7) ────────────────────────────────
  mediaStatus: {
    method: 'GET',
    path: '/api/m/anime/status/:mediaId/:userId/anime/:action/:value',
    auth: 'required',
  },
  episodeStatus: {
    method: 'GET',
    path: '/api/m/anime/status/:episodeId/:userId/ep/:action/:value',
    auth: 'required',
  },
  episodesOfMedia: { method: 'GET', path: '/api/m/episodes/:mediaId/:userId', auth: 'optional' },
  episodesOfSeason: { method: 'GET', path: '/api/m/episodes/:seasonId' },
  groups: { method: 'GET', path: '/api/m/groups/:anime/:userId', auth: 'optional' },
  episodesOfGroup: {
    method: 'GET',
    path: '/api/m/episodes/group/:group/:userId',
    auth: 'optional',
  },
  episode: { method: 'GET', path: '/api/m/episode/:id' },
  episodeForUser: { method: 'GET', path: '/api/m/episode/:id/:userId', auth: 'optional' },
  report: { method: 'POST', path: '/api/m/report/:userId', auth: 'required' },
  /** `?page` */
  comments: { method: 'GET', path: '/api/m/comments/ep/:episodeId/:userId', auth: 'optional' },
  commentPost: { method: 'POST', path: '/api/m/comment/post', auth: 'required' },
  commentAction: {
    method: 'GET',
    path: '/api/m/comment/action/:commentId/:userId/:action',
    auth: 'required',
  },
  /** Added: records a watch position (episode id + seconds). */
  historyWrite: { method: 'POST', path: '/api/m/history/:userId', auth: 'required' },

  // ── Live (added; DESIGN.md "media") ───────────────────────────────────
  /** A dynamic DASH manifest (type="dynamic") looping the sample title on the wall clock. */
  liveManifest: { method: 'GET', path: '/api/m/live/manifest.mpd' },
  /** A live media segment: file is `<number>.m4s`; the manifest's SegmentTemplate names them. */
  liveSegment: { method: 'GET', path: '/api/m/live/seg/:rep/:file' },

  // ── Payment and rental (SPEC.md §7) ───────────────────────────────────
  paymentStatus: { method: 'GET', path: '/api/m/payment/:userId', auth: 'required' },
  paymentOptions: { method: 'GET', path: '/api/m/payment/options/list' },
  bankAccount: { method: 'GET', path: '/api/bank/account' },
  tvodCheck: { method: 'GET', path: '/api/m/tvod/check/:userId/:movieId', auth: 'required' },
  movieInvoice: {
    method: 'GET',
    path: '/api/qpay/invoice/:userId/:movieId/movie',
    auth: 'required',
  },
  /** Added: an invoice for a subscription payment option (extends `days`). */
  extendInvoice: {
    method: 'GET',
    path: '/api/qpay/invoice/:userId/:optionId/extend',
    auth: 'required',
  },
  qpayCheck: { method: 'GET', path: '/api/qpay/check/:bill', auth: 'required' },
  /** Added: QPay's server-to-server notification; it only triggers a payment/check. */
  qpayCallback: { method: 'GET', path: '/api/qpay/callback/:bill' },
  /** Added: `?page`, the e-barimt receipt of every paid invoice (/profile/ebarimt/list). */
  receipts: { method: 'GET', path: '/api/m/ebarimt/list/:userId', auth: 'required' },
  /** Added: who receipts are made out to (/choose/tax/type, /aan). */
  taxType: { method: 'GET', path: '/api/m/ebarimt/type/:userId', auth: 'required' },
  /** Added: body { type: 'individual' | 'business', register_no }. */
  taxTypeSet: { method: 'POST', path: '/api/m/ebarimt/type/:userId', auth: 'required' },
  /** Added, development only: the QPay sandbox pays an invoice (`ref`: bill or invoice id). */
  qpaySandboxPay: { method: 'POST', path: '/qpay-sandbox/pay/:ref' },
  /** Added, development only: body { op, mode } makes the QPay sandbox fail a call. */
  qpaySandboxFail: { method: 'POST', path: '/qpay-sandbox/fail' },

  // ── Authentication and profile (SPEC.md §7) ───────────────────────────
  /** `?vp=register|forget` */
  smsSend: { method: 'GET', path: '/api/m/sms/vp/0/:phone' },
  /** `?type=check` */
  phoneCheck: { method: 'GET', path: '/api/m/phone/check/:phone' },
  /** `?type=register|forget` */
  smsVerify: { method: 'GET', path: '/api/m/sms/verify/0/:phone/:code' },
  verifyPhone: { method: 'POST', path: '/api/auth/verify/phone' },
  pinSet: { method: 'GET', path: '/api/m/pin/set/:phone/:password/:code/register' },
  /** `?email&phone` */
  emailSend: { method: 'GET', path: '/api/m/seeroo/send/email/verify', auth: 'required' },
  emailVerify: {
    method: 'POST',
    path: '/api/m/seeroo/email/verify/:phone/:email/:code',
    auth: 'required',
  },
  login: { method: 'POST', path: '/api/m/login' },
  me: { method: 'GET', path: '/api/m/auth/me/:userId', auth: 'required' },
  /** `?user_id&lastname&firstname` */
  registerData: { method: 'GET', path: '/api/m/seeroo/set/register/data', auth: 'required' },
  profileUpdate: { method: 'POST', path: '/api/profile/full-update', auth: 'required' },
  forgetPassword: { method: 'POST', path: '/api/auth/forget-password' },
  resendSms: { method: 'POST', path: '/api/auth/resend-sms' },
  setPassword: { method: 'POST', path: '/api/auth/set-password' },
  /** multipart/form-data with `file`; answers the stored image URL. */
  upload: { method: 'POST', path: '/lambda/krud/upload', auth: 'required' },
  /** Added: revokes the presented token. */
  logout: { method: 'POST', path: '/api/m/logout', auth: 'required' },
  /** Added: real PIN change (DESIGN.md "Where we go past the spec"). */
  changePin: { method: 'POST', path: '/api/m/pin/change/:userId', auth: 'required' },
  /** Added, development only (absent when NODE_ENV=production): the sandbox SMS outbox. */
  devSms: { method: 'GET', path: '/__dev/sms/:phone' },
  /** Added, development only: the sandbox e-mail outbox. */
  devEmail: { method: 'GET', path: '/__dev/email/:email' },

  // ── Operations (README "Safe defaults and operations") ────────────────
  /** Liveness: `{ status: 'ok' }` while the process runs. */
  healthz: { method: 'GET', path: '/healthz' },
  /** Readiness: 200 when the database answers and is migrated; 503 while draining or not. */
  readyz: { method: 'GET', path: '/readyz' },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof paths;
