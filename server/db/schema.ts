import type { IngestState } from '../../contract/studio/ingest-flow';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PublishState, StaffRole } from '../../contract/studio/roles';

/*
 * Conventions, chosen so the same queries run on SQLite and PostgreSQL:
 * - Every `*_at` column is ISO-8601 UTC text from `new Date(ms).toISOString()`; being fixed-width
 *   it sorts and compares correctly as text, so `where('expires_at', '>', nowIso)` works.
 * - `*_date` columns are 'YYYY-MM-DD' text.
 * - Flags are integers 0/1 (SQLite has no boolean); `Flag` documents that.
 * - Image columns hold the seed's `/art/…` URLs (server/routes/art.ts) or uploads' URLs.
 * - Money is whole tugrik (integer).
 * - A movie's id IS its media id: `movies.media_id` is the primary key, and every `movie_id`
 *   (rentals, invoices) points at `media.id`.
 */

/** 0 or 1. */
export type Flag = number;
/** ISO-8601 UTC timestamp text. */
export type Timestamp = string;
/** Autoincrement id: generated on insert, always present when read. */
export type Id = Generated<number>;

export type MediaKind = 'series' | 'movie' | 'theatre' | 'live';
export type MediaStatus = 'airing' | 'completed';
export type OwnerType = 'episode' | 'movie';
export type InvoiceKind = 'rental' | 'extend';
export type InvoiceStatus = 'open' | 'paid' | 'cancelled' | 'expired';
export type CodePurpose = 'register' | 'reset' | 'email' | 'studio';
export type ReceiptType = 'individual' | 'business';
export type LinkKind = 'app_store' | 'social' | 'footer';
export type NotificationKind = 'notice' | 'episode' | 'rental-ending' | 'payment' | 'report';
export type { PublishState, StaffRole };

export interface UsersTable {
  id: Id;
  phone: string;
  /** `scrypt$<saltHex>$<hashHex>` (server/domain/pin-hash.ts); null until the PIN is set. */
  pin_hash: string | null;
  nickname: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  email_verified_at: Timestamp | null;
  /** 1 male, 2 female, 3 other. */
  gender: number | null;
  image: string | null;
  avatar: string | null;
  /** Remaining access days as last computed; `paid_until` is the source of truth when set. */
  days: ColumnType<number, number | undefined, number>;
  paid_until: Timestamp | null;
  terms_accepted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Id;
  /** sha256 hex of the opaque bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_used_at: Timestamp | null;
}

export interface CodesTable {
  id: Id;
  phone: string;
  /** Set for purpose 'email'. */
  email: string | null;
  purpose: CodePurpose;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  /** The code passed the verify step; `used_at` then means consumed (PIN set, set-password). */
  verified_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A browser that signed in before (docs/decisions/011); one row per device cookie. */
export interface DeviceTokensTable {
  id: Id;
  user_id: number;
  /** sha256 hex of the cookie's random token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

/** Sandbox SMS/e-mail log (dev only), in the database so several instances agree. */
export interface SandboxMessagesTable {
  id: Id;
  channel: 'sms' | 'email';
  /** Phone or e-mail. */
  recipient: string;
  /** Plain code, sandbox only. */
  code: string | null;
  body: string;
  created_at: Timestamp;
}

/** Generic fixed-window counter, e.g. key 'sms:99119911' or 'pin:99119911'. */
export interface ThrottlesTable {
  key: string;
  window_start: Timestamp;
  count: ColumnType<number, number | undefined, number>;
  /** Consecutive failures, for a growing lock delay. */
  failures: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
}

export interface CategoriesTable {
  id: Id;
  title: string;
  slug: string;
  sort: ColumnType<number, number | undefined, number>;
}

/** Airing season labels such as '2024 Хавар' (GET /api/m/anime/season, seasonList). */
export interface SeasonsTable {
  id: Id;
  title: string;
  year: number;
  /** 1 winter, 2 spring, 3 summer, 4 autumn. */
  quarter: number;
  sort: ColumnType<number, number | undefined, number>;
}

/** A franchise: every media with the same media_group_id is one of its seasons (other_seasons). */
export interface MediaGroupsTable {
  id: Id;
  title: string;
}

export interface MediaTable {
  id: Id;
  kind: MediaKind;
  title: string;
  /** The title as the Mongolian alphabet orders it (rows/title-sort.ts); written with the title. */
  title_sort: ColumnType<string, string | undefined, string>;
  original_name: string | null;
  /** HTML. */
  description: string | null;
  /** Space-separated search words. */
  keywords: string | null;
  /**
   * JS-lowercased `[title, original_name, keywords].filter(Boolean).join(' ')`, kept in step by
   * whatever writes those columns; searched with LIKE because SQLite's lower() is ASCII-only,
   * through a trigram index (migrations/search-trigrams.ts) kept in step by the database.
   */
  search_text: ColumnType<string, string | undefined, string>;
  /** Poster 2:3. */
  image1: string | null;
  /** Horizontal poster 16:9. */
  poster_hz: string | null;
  logo: string | null;
  banner: string | null;
  hover_video: string | null;
  /** 0..10. */
  rating: ColumnType<number, number | undefined, number>;
  age_limit: number | null;
  is_completed: ColumnType<Flag, Flag | undefined, Flag>;
  status: MediaStatus;
  released_date: string | null;
  total_episode: ColumnType<number, number | undefined, number>;
  is_mirror: ColumnType<Flag, Flag | undefined, Flag>;
  is_blacklist: ColumnType<Flag, Flag | undefined, Flag>;
  translator_id: number | null;
  studio_id: number | null;
  director_id: number | null;
  /** Airing season label (seasons.id). */
  season_id: number | null;
  /** Franchise; null for a stand-alone title. */
  media_group_id: number | null;
  /** 1, 2, 3… inside the franchise. */
  season_number: ColumnType<number, number | undefined, number>;
  /** e.g. '2-р улирал'; shown on season buttons. */
  season_title: string | null;
  views: ColumnType<number, number | undefined, number>;
  like_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0014: only 'published' rows (and 'scheduled' ones whose time came) reach viewers. */
  publish_state: ColumnType<PublishState, PublishState | undefined, PublishState>;
  /** When a 'scheduled' row goes on the site. */
  publish_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Counts studio saves: a save names the version it edited, and a stale one is refused. */
  version: ColumnType<number, number | undefined, number>;
}

export interface MediaCategoriesTable {
  media_id: number;
  category_id: number;
}

/**
 * "Similar titles" of each media, stored (domain/related-media.ts): `sort` 1 is the most similar.
 * Derived from categories, kinds, ratings and franchises, so whatever changes those calls
 * refreshRelatedMedia().
 */
export interface MediaRelatedTable {
  media_id: number;
  sort: number;
  related_id: number;
}

export interface EpisodeGroupsTable {
  id: Id;
  media_id: number;
  title: string;
  sort: ColumnType<number, number | undefined, number>;
}

export interface EpisodesTable {
  id: Id;
  /** The spec's anime_id. */
  media_id: number;
  group_id: number | null;
  number: number;
  title: string;
  image: string | null;
  is_free: ColumnType<Flag, Flag | undefined, Flag>;
  duration_sec: ColumnType<number, number | undefined, number>;
  /** 480 / 720 / 1080 sources; null when absent. */
  vid1: string | null;
  vid2: string | null;
  vid3: string | null;
  views: ColumnType<number, number | undefined, number>;
  like_count: ColumnType<number, number | undefined, number>;
  dislike_count: ColumnType<number, number | undefined, number>;
  comment_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  /** Skippable parts in seconds (migration 0011); null where absent, credits end null = to the end. */
  recap_start_sec: ColumnType<number | null, number | null | undefined, number | null>;
  recap_end_sec: ColumnType<number | null, number | null | undefined, number | null>;
  intro_start_sec: ColumnType<number | null, number | null | undefined, number | null>;
  intro_end_sec: ColumnType<number | null, number | null | undefined, number | null>;
  credits_start_sec: ColumnType<number | null, number | null | undefined, number | null>;
  credits_end_sec: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0014: only 'published' rows (and 'scheduled' ones whose time came) reach viewers. */
  publish_state: ColumnType<PublishState, PublishState | undefined, PublishState>;
  /** When a 'scheduled' row goes on the site. */
  publish_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Counts studio saves: a save names the version it edited, and a stale one is refused. */
  version: ColumnType<number, number | undefined, number>;
}

/** Playback data for media of kind movie, theatre and live; movie id = media id. */
export interface MoviesTable {
  media_id: number;
  is_theatre: ColumnType<Flag, Flag | undefined, Flag>;
  is_free: ColumnType<Flag, Flag | undefined, Flag>;
  has_price: ColumnType<Flag, Flag | undefined, Flag>;
  /** Tugrik; 0 when free. */
  price: ColumnType<number, number | undefined, number>;
  vid1: string | null;
  vid2: string | null;
  vid3: string | null;
  audio: string | null;
  duration_sec: ColumnType<number, number | undefined, number>;
}

/** Dubs (audio tracks) of an episode or a movie. */
export interface TracksTable {
  id: Id;
  owner_type: OwnerType;
  owner_id: number;
  /** 'mn' | 'en'. */
  key: string;
  url: string;
}

export interface SubtitlesTable {
  id: Id;
  owner_type: OwnerType;
  owner_id: number;
  code: string;
  /** 0: AES-CBC encrypted VTT, decrypted in the browser; 1: plain VTT. */
  is_raw: ColumnType<Flag, Flag | undefined, Flag>;
  url: string;
}

export interface ActorsTable {
  id: Id;
  name: string;
  image: string | null;
  /** Voice actor. */
  vname: string | null;
  vimage: string | null;
}

export interface MediaActorsTable {
  media_id: number;
  actor_id: number;
  sort: ColumnType<number, number | undefined, number>;
  /** Migration 0016: the part played ("Гол дүр", a character), written in the studio. */
  role: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StudiosTable {
  id: Id;
  name: string;
  image: string | null;
}

export interface DirectorsTable {
  id: Id;
  name: string;
  image: string | null;
}

export interface TranslatorsTable {
  id: Id;
  nickname: string;
  avatar: string | null;
}

export interface CommentsTable {
  id: Id;
  episode_id: number;
  user_id: number;
  parent_id: number | null;
  body: string;
  likes: ColumnType<number, number | undefined, number>;
  dislikes: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  /** Migration 0022: set while a moderator hides it (the viewer sees it removed). */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_by: ColumnType<number | null, number | null | undefined, number | null>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0030: set while it waits for a moderator (it matched a word of the list). */
  held_at: ColumnType<string | null, string | null | undefined, string | null>;
  held_word: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0032: a moderator approved it after a hold; a rescan leaves it shown. */
  approved_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0032: a viewer's report of someone else's comment, one per viewer (decision 070). */
export interface CommentReportsTable {
  comment_id: number;
  user_id: number;
  reason: string;
  created_at: string;
  /** Set when a moderator hid or deleted the comment. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  closed_by: ColumnType<number | null, number | null | undefined, number | null>;
  closed_as: ColumnType<
    'hidden' | 'deleted' | null,
    'hidden' | 'deleted' | null | undefined,
    'hidden' | 'deleted' | null
  >;
}

/** Migration 0030: the moderators' word list, each in its folded form (decision 070). */
export interface CommentWordsTable {
  id: Id;
  word: string;
  created_by: number;
  created_at: string;
}

export interface CommentActionsTable {
  comment_id: number;
  user_id: number;
  /** 1 liked, 2 disliked. */
  action: number;
  created_at: Timestamp;
}

export interface MediaStatusesTable {
  user_id: number;
  media_id: number;
  /** 1 like, 0 dislike, null none. */
  liked: number | null;
  later: ColumnType<Flag, Flag | undefined, Flag>;
  notify: ColumnType<Flag, Flag | undefined, Flag>;
  watch_status: string | null;
  updated_at: Timestamp;
}

export interface EpisodeLikesTable {
  user_id: number;
  episode_id: number;
  /** 1 like, 0 dislike. */
  value: number;
  created_at: Timestamp;
}

export interface ReportsTable {
  id: Id;
  user_id: number;
  /** 'ep' */
  type: string;
  parent_id: number | null;
  media_id: number | null;
  report: string;
  created_at: Timestamp;
  /** Migration 0022: 'open' | 'in-work' | 'resolved' | 'dismissed'. */
  state: ColumnType<ReportState, ReportState | undefined, ReportState>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  version: ColumnType<number, number | undefined, number>;
  /** Migration 0030: the playback second the viewer reported at (decision 070). */
  at_seconds: ColumnType<number | null, number | null | undefined, number | null>;
}

export type ReportState = 'open' | 'in-work' | 'resolved' | 'dismissed';

/** Migration 0022: a user stopped from commenting until `until` (one row per user). */
export interface CommentBansTable {
  user_id: number;
  until: string;
  reason: string;
  created_by: number;
  created_at: Timestamp;
}

/** One row per (user, episode); movies have episode_id null (look up by user_id + media_id). */
export interface HistoryTable {
  id: Id;
  user_id: number;
  media_id: number;
  episode_id: number | null;
  position_sec: ColumnType<number, number | undefined, number>;
  duration_sec: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RentalsTable {
  id: Id;
  user_id: number;
  /** media.id of a theatre title. */
  movie_id: number;
  /** Unique: one paid invoice grants one rental. */
  invoice_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
  /** Migration 0023: cut short by staff (ends_at then is that moment), by whom and why. */
  cancelled_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  cancelled_by: ColumnType<number | null, number | null | undefined, number | null>;
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface InvoicesTable {
  id: Id;
  /** Our public bill id (GET /api/qpay/check/{bill}). */
  bill: string;
  provider_invoice_id: string | null;
  user_id: number;
  kind: InvoiceKind;
  movie_id: number | null;
  option_id: number | null;
  amount: number;
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  qr_text: string | null;
  /** base64 PNG. */
  qr_image: string | null;
  /** JSON text: the provider's bank-app deep links. */
  urls: string | null;
  /** Unique while meaningful, e.g. 'rental:<user>:<movie>:<window>'; same open order → same invoice. */
  order_key: string;
  created_at: Timestamp;
  expires_at: Timestamp | null;
  paid_at: Timestamp | null;
}

export interface PaymentsTable {
  id: Id;
  invoice_id: number;
  provider_payment_id: string;
  amount: number;
  paid_at: Timestamp;
  created_at: Timestamp;
}

export interface PaymentOptionsTable {
  id: Id;
  title: string;
  days: number;
  price: number;
  sort: ColumnType<number, number | undefined, number>;
}

export interface BankAccountsTable {
  id: Id;
  bank_name: string;
  account_number: string;
  holder: string;
  iban: string | null;
}

/** E-barimt (VAT receipt) records. */
export interface ReceiptsTable {
  id: Id;
  invoice_id: number;
  user_id: number;
  type: ReceiptType;
  register_no: string | null;
  amount: number;
  ddtd: string | null;
  lottery: string | null;
  created_at: Timestamp;
}

export interface SlidesTable {
  id: Id;
  /** 1 is the big multi set (GET /api/m/slides/big?multi=1); 2..5 the others. */
  set_no: number;
  title: string;
  subtitle: string | null;
  image: string | null;
  link: string | null;
  media_id: number | null;
  sort: ColumnType<number, number | undefined, number>;
}

/** Live programme schedule (GET /api/m/program/slides). */
export interface ProgramsTable {
  id: Id;
  title: string;
  description: string | null;
  image: string | null;
  media_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface PodcastsTable {
  id: Id;
  title: string;
  creator: string;
  description: string | null;
  image: string | null;
  /**
   * JS-lowercased `title creator` (rows/podcast-row.ts), as media.search_text: required on
   * insert so no writer forgets it; a trigram index keeps search cheap (migration 0012).
   */
  search_text: ColumnType<string, string, string>;
  created_at: Timestamp;
  /** Counts studio saves: a save names the version it edited, and a stale one is refused. */
  version: ColumnType<number, number | undefined, number>;
}

export interface PodcastTracksTable {
  id: Id;
  podcast_id: number;
  number: number;
  title: string;
  creator: string;
  audio: string;
  image: string | null;
  duration_sec: ColumnType<number, number | undefined, number>;
  published_at: Timestamp;
  /** Counts studio saves: a save names the version it edited, and a stale one is refused. */
  version: ColumnType<number, number | undefined, number>;
}

export interface NewslettersTable {
  id: Id;
  title: string;
  summary: string | null;
  /** HTML. */
  body: string;
  image: string | null;
  /** JS-lowercased title (rows/newsletter-row.ts), searched like podcasts.search_text. */
  search_text: ColumnType<string, string, string>;
  /** A future moment: not yet shown to viewers. */
  published_at: Timestamp;
  /** Counts studio saves: a save names the version it edited, and a stale one is refused. */
  version: ColumnType<number, number | undefined, number>;
}

export interface FaqTable {
  id: Id;
  title: string;
  /** HTML. */
  body: string;
  sort: ColumnType<number, number | undefined, number>;
  /** Counts studio saves: a save names the version it edited, and a stale one is refused. */
  version: ColumnType<number, number | undefined, number>;
}

/** 47 about, 48 terms of service, 49 privacy policy; ids are given, not generated. */
export interface ContentPagesTable {
  id: number;
  title: string;
  /** HTML. */
  body: string;
  updated_at: Timestamp;
  /** Counts studio saves: a save names the version it edited, and a stale one is refused. */
  version: ColumnType<number, number | undefined, number>;
}

export interface NotificationsTable {
  id: Id;
  /** null: broadcast to everyone. */
  user_id: number | null;
  title: string;
  body: string;
  link: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
  kind: ColumnType<NotificationKind, NotificationKind | undefined, NotificationKind>;
  /** Names the event once ('payment:<invoice>', …); unique, so a repeat inserts nothing. */
  dedupe_key: string | null;
}

/** key: 'web_header' | 'app_footer' | 'app_header'. */
export interface LogosTable {
  id: Id;
  key: string;
  url: string;
}

export interface LinksTable {
  id: Id;
  kind: LinkKind;
  title: string;
  url: string;
  icon: string | null;
  sort: ColumnType<number, number | undefined, number>;
}

export interface IdempotencyKeysTable {
  key: string;
  user_id: number;
  method: string;
  path: string;
  body_hash: string;
  /** null while the first request is still running (a repeat then gets 409). */
  status_code: number | null;
  response: string | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Id;
  user_id: number | null;
  name: string;
  phone: string | null;
  email: string | null;
  body: string;
  created_at: Timestamp;
  /** Migration 0030 (decision 070): 'open' | 'closed'. */
  state: ColumnType<string, string | undefined, string>;
  answer: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'email' | 'sms': how the answer went. */
  answer_channel: ColumnType<string | null, string | null | undefined, string | null>;
  answered_by: ColumnType<number | null, number | null | undefined, number | null>;
  answered_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'sending' | 'sent' | 'failed'. */
  delivery: ColumnType<string | null, string | null | undefined, string | null>;
  closed_by: ColumnType<number | null, number | null | undefined, number | null>;
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ArtworksTable {
  id: Id;
  /** poster | banner | poster_hz | logo | avatar | portrait | cover | brand. */
  kind: string;
  svg: string;
}

/** Keys the server generates once and every instance on the database shares. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** A staff role held by an account (migration 0014); several per account. */
export interface StaffRolesTable {
  user_id: number;
  role: StaffRole;
  granted_at: Timestamp;
  /** Who granted it; null when granted on the server machine (`npm run staff`). */
  granted_by: number | null;
}

/** A studio sign-in opened by a fresh SMS code (step-up); at most 12 hours. */
export interface StudioSessionsTable {
  id: Id;
  user_id: number;
  /** sha256 hex of the studio token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** One studio write: who, when, what, and the value before and after (JSON text). */
export interface AuditLogTable {
  id: Id;
  user_id: number;
  at: Timestamp;
  entity: string;
  entity_id: string;
  action: string;
  before_json: string | null;
  after_json: string | null;
}

/** A season comparison's suggested intro for one episode (migration 0026, decision 066). */
export interface IntroSuggestionsTable {
  episode_id: number;
  media_id: number;
  /** Both null: compared, nothing shared found. */
  start_sec: number | null;
  end_sec: number | null;
  computed_at: Timestamp;
}

/** The latest season comparison job of a series (migration 0026). */
export interface IntroSuggestionRunsTable {
  media_id: number;
  job_id: string | null;
  requested_at: Timestamp;
  requested_by: number;
}

/** A tus upload of a source file (migrations/media-uploads.ts, decision 060). */
export interface MediaUploadsTable {
  id: Id;
  tus_id: string;
  owner_type: 'episode' | 'movie' | 'track';
  owner_id: number;
  kind: 'video' | 'audio' | 'subtitle' | 'dub';
  language: string | null;
  file_name: string;
  size: number;
  offset: ColumnType<number, number | undefined, number>;
  state: ColumnType<
    'uploading' | 'uploaded' | 'cancelled',
    'uploading' | undefined,
    'uploaded' | 'cancelled' | 'uploading'
  >;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0025: where the file is in the ingest flow (contract/studio/ingest-flow.ts). */
  ingest_state: ColumnType<IngestState | null, IngestState | null | undefined, IngestState | null>;
  /** The probe's verdict (contract/studio/media-probe.ts), JSON. */
  probe_json: ColumnType<string | null, string | null | undefined, string | null>;
  /** The job now working on the file; its progress and end are read from the queue. */
  job_name: ColumnType<string | null, string | null | undefined, string | null>;
  job_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A failed job's reason in plain Mongolian words (with ffmpeg's last line). */
  ingest_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Media files a title no longer plays, swept after due_at (migration 0027, decision 067). */
export interface MediaRetiredTable {
  id: Id;
  /** A stored path: `/media/free/e12/v34-1a2b3c4d/`, `/media/free/e12/`, `/media/free/p3/x.m4a`. */
  path: string;
  due_at: string;
}

/** Access days changed by staff (migration 0023); the request key makes a repeat change nothing. */
export interface AccessGrantsTable {
  id: Id;
  user_id: number;
  /** Negative for a removal. */
  days: number;
  reason: string;
  granted_by: number;
  request_key: string;
  paid_until_before: Timestamp | null;
  paid_until_after: Timestamp | null;
  created_at: Timestamp;
}

/** Signed media URLs stopped before their expiry (migration 0023, media-revocations.ts). */
export interface MediaRevocationsTable {
  id: Id;
  user_id: number;
  folder: string;
  /** Unix seconds: URLs of (user_id, folder) whose exp is at most this are refused. */
  until_exp: number;
  created_at: Timestamp;
}

/** What the viewer app did, appended after the answer (migration 0029, decision 069). */
export interface UsageEventsTable {
  id: Id;
  kind: UsageEventKind;
  user_id: number | null;
  media_id: number | null;
  episode_id: number | null;
  position_sec: number | null;
  duration_sec: number | null;
  /** The search text of an 'empty-search', lower-cased. */
  term: string | null;
  at: Timestamp;
}

export type UsageEventKind = 'progress' | 'download' | 'empty-search';

/** One number of one Ulaanbaatar day (YYYY-MM-DD), made by the day's rollup. */
export interface NumbersDailyTable {
  day: string;
  metric: string;
  /** '' for the day's total; 'e:<id>' / 'm:<id>' for an episode or a title; a search text. */
  subject: string;
  value: number;
  rolled_at: Timestamp;
}

/** Who counted on a day as a viewer ('viewer') or a payer ('payer'); never shown, only counted. */
export interface NumbersPeopleTable {
  day: string;
  kind: 'viewer' | 'payer';
  user_id: number;
  /** Migration 0033: the person's previous day of this kind, null for their first. */
  prev_day: string | null;
}

/** Migration 0033: numbers_daily's 'started' and 'completed' summed per month (YYYY-MM). */
export interface NumbersMonthlyTable {
  month: string;
  metric: string;
  subject: string;
  value: number;
}

/** Migration 0033: the one row each day's rollup updates first, so rollups run one at a time. */
export interface NumbersRollupLockTable {
  id: number;
  rolled_at: string;
}

/** A media row of kind 'live' an encoder may push to (migration 0031, decision 072). */
export interface LiveChannelsTable {
  media_id: number;
  /** SHA-256 (hex) of the secret stream key; null: no key, or revoked. */
  key_hash: string | null;
  key_hint: string | null;
  key_set_at: Timestamp | null;
  srt_port: number | null;
  passthrough: ColumnType<number, number | undefined, number>;
  record: ColumnType<number, number | undefined, number>;
  replay_owner_type: 'episode' | 'movie' | null;
  replay_media_id: number | null;
  last_refusal_at: Timestamp | null;
  last_refusal_reason: LiveRefusal | null;
  version: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Why an encoder was turned away or cut off (stored, and said in words by the studio). */
export type LiveRefusal = 'second-encoder' | 'key-revoked' | 'channel-limit';

export type LiveBroadcastState = 'on-air' | 'ended' | 'recording' | 'recorded' | 'failed';

/** One programme on air: the sessions of a channel until the studio or a long silence ends it. */
export interface LiveBroadcastsTable {
  id: Id;
  channel_id: number;
  started_at: Timestamp;
  ended_at: Timestamp | null;
  recording_upload_id: number | null;
  state: ColumnType<LiveBroadcastState, LiveBroadcastState | undefined, LiveBroadcastState>;
}

export type LiveEndReason =
  | 'encoder-left'
  | 'stalled'
  | 'key-revoked'
  | 'ended-by-studio'
  | 'packager-failed'
  | 'ingest-stopped';

/** One encoder connection; at most one open (ended_at null) per channel (a partial unique index). */
export interface LiveSessionsTable {
  id: Id;
  channel_id: number;
  broadcast_id: number;
  started_at: Timestamp;
  ready_at: Timestamp | null;
  ended_at: Timestamp | null;
  end_reason: LiveEndReason | null;
  protocol: 'rtmp' | 'srt';
  source_width: number | null;
  source_height: number | null;
  source_fps: number | null;
  ladder_json: string | null;
  prefix: string;
  encoder_addr: string | null;
  peak_viewers: ColumnType<number, number | undefined, number>;
}

/** A viewer's last heartbeat on a channel. */
export interface LiveViewersTable {
  channel_id: number;
  viewer_key: string;
  seen_at: Timestamp;
}

export interface Database {
  live_channels: LiveChannelsTable;
  live_broadcasts: LiveBroadcastsTable;
  live_sessions: LiveSessionsTable;
  live_viewers: LiveViewersTable;
  usage_events: UsageEventsTable;
  numbers_daily: NumbersDailyTable;
  numbers_people: NumbersPeopleTable;
  numbers_monthly: NumbersMonthlyTable;
  numbers_rollup_lock: NumbersRollupLockTable;
  media_uploads: MediaUploadsTable;
  media_retired: MediaRetiredTable;
  intro_suggestions: IntroSuggestionsTable;
  intro_suggestion_runs: IntroSuggestionRunsTable;
  staff_roles: StaffRolesTable;
  studio_sessions: StudioSessionsTable;
  audit_log: AuditLogTable;
  access_grants: AccessGrantsTable;
  media_revocations: MediaRevocationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  codes: CodesTable;
  device_tokens: DeviceTokensTable;
  sandbox_messages: SandboxMessagesTable;
  throttles: ThrottlesTable;
  categories: CategoriesTable;
  seasons: SeasonsTable;
  media_groups: MediaGroupsTable;
  media: MediaTable;
  media_categories: MediaCategoriesTable;
  media_related: MediaRelatedTable;
  episode_groups: EpisodeGroupsTable;
  episodes: EpisodesTable;
  movies: MoviesTable;
  tracks: TracksTable;
  subtitles: SubtitlesTable;
  actors: ActorsTable;
  media_actors: MediaActorsTable;
  studios: StudiosTable;
  directors: DirectorsTable;
  translators: TranslatorsTable;
  comments: CommentsTable;
  comment_bans: CommentBansTable;
  comment_actions: CommentActionsTable;
  media_statuses: MediaStatusesTable;
  episode_likes: EpisodeLikesTable;
  reports: ReportsTable;
  history: HistoryTable;
  rentals: RentalsTable;
  invoices: InvoicesTable;
  payments: PaymentsTable;
  payment_options: PaymentOptionsTable;
  bank_accounts: BankAccountsTable;
  receipts: ReceiptsTable;
  slides: SlidesTable;
  programs: ProgramsTable;
  podcasts: PodcastsTable;
  podcast_tracks: PodcastTracksTable;
  newsletters: NewslettersTable;
  faq: FaqTable;
  content_pages: ContentPagesTable;
  notifications: NotificationsTable;
  logos: LogosTable;
  links: LinksTable;
  idempotency_keys: IdempotencyKeysTable;
  contact_messages: ContactMessagesTable;
  comment_words: CommentWordsTable;
  comment_reports: CommentReportsTable;
  artworks: ArtworksTable;
  server_secrets: ServerSecretsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type EpisodeRow = Selectable<EpisodesTable>;
export type NewEpisode = Insertable<EpisodesTable>;
export type MovieRow = Selectable<MoviesTable>;
export type CommentRow = Selectable<CommentsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type SessionRow = Selectable<SessionsTable>;
