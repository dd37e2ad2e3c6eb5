import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { addIndex, withId, withRef } from './columns';

/*
 * Migrations take Kysely<any>: they describe the database as it was at that moment, not the
 * current schema.ts. Only portable column types (integer, text, real) are used; flags are 0/1
 * integers and timestamps ISO text, so the same file runs on PostgreSQL.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const zero = sql`0`;

async function accounts(db: Db) {
  await withId(db, db.schema.createTable('users'))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('pin_hash', 'text')
    .addColumn('nickname', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('gender', 'integer')
    .addColumn('image', 'text')
    .addColumn('avatar', 'text')
    .addColumn('days', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('paid_until', 'text')
    .addColumn('terms_accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'users', ['email']);

  await withRef(withId(db, db.schema.createTable('sessions')), 'user_id', 'users')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await addIndex(db, 'sessions', ['user_id']);
  await addIndex(db, 'sessions', ['expires_at']);

  await withId(db, db.schema.createTable('codes'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'codes', ['phone', 'purpose', 'created_at']);
  await addIndex(db, 'codes', ['expires_at']);

  await db.schema
    .createTable('throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('locked_until', 'text')
    .execute();
}

async function people(db: Db) {
  await withId(db, db.schema.createTable('studios'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .execute();
  await withId(db, db.schema.createTable('directors'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .execute();
  await withId(db, db.schema.createTable('translators'))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .execute();
  await withId(db, db.schema.createTable('actors'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('vname', 'text')
    .addColumn('vimage', 'text')
    .execute();
  await addIndex(db, 'actors', ['name']);
}

async function catalogue(db: Db) {
  await withId(db, db.schema.createTable('categories'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(zero))
    .execute();
  await addIndex(db, 'categories', ['sort']);

  await withId(db, db.schema.createTable('seasons'))
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('quarter', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(zero))
    .execute();
  await addIndex(db, 'seasons', ['sort']);

  await withId(db, db.schema.createTable('media_groups'))
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();

  let media = withId(db, db.schema.createTable('media'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text')
    .addColumn('description', 'text')
    .addColumn('keywords', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image1', 'text')
    .addColumn('poster_hz', 'text')
    .addColumn('logo', 'text')
    .addColumn('banner', 'text')
    .addColumn('hover_video', 'text')
    .addColumn('rating', 'real', (c) => c.notNull().defaultTo(zero))
    .addColumn('age_limit', 'integer')
    .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('airing'))
    .addColumn('released_date', 'text')
    .addColumn('total_episode', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('is_mirror', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('is_blacklist', 'integer', (c) => c.notNull().defaultTo(zero));
  media = withRef(media, 'translator_id', 'translators', { nullable: true });
  media = withRef(media, 'studio_id', 'studios', { nullable: true });
  media = withRef(media, 'director_id', 'directors', { nullable: true });
  media = withRef(media, 'season_id', 'seasons', { nullable: true });
  media = withRef(media, 'media_group_id', 'media_groups', { nullable: true });
  await media
    .addColumn('season_number', 'integer', (c) => c.notNull().defaultTo(sql`1`))
    .addColumn('season_title', 'text')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['translator_id', 'studio_id', 'director_id', 'season_id', 'status']) {
    await addIndex(db, 'media', [column]);
  }
  await addIndex(db, 'media', ['media_group_id', 'season_number']);
  // Lists filter by kind and sort by one of these.
  for (const column of [
    'created_at',
    'updated_at',
    'title',
    'views',
    'rating',
    'released_date',
    'like_count',
  ]) {
    await addIndex(db, 'media', ['kind', column]);
  }

  await db.schema
    .createTable('media_categories')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('media_categories_pk', ['media_id', 'category_id'])
    .execute();
  await addIndex(db, 'media_categories', ['category_id', 'media_id']);

  await db.schema
    .createTable('media_actors')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) =>
      c.notNull().references('actors.id').onDelete('cascade'),
    )
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(zero))
    .addPrimaryKeyConstraint('media_actors_pk', ['media_id', 'actor_id'])
    .execute();
  await addIndex(db, 'media_actors', ['actor_id', 'media_id']);
}

async function playback(db: Db) {
  await withRef(withId(db, db.schema.createTable('episode_groups')), 'media_id', 'media')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(zero))
    .execute();
  await addIndex(db, 'episode_groups', ['media_id', 'sort']);

  let episodes = withRef(withId(db, db.schema.createTable('episodes')), 'media_id', 'media');
  episodes = withRef(episodes, 'group_id', 'episode_groups', { nullable: true });
  await episodes
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('duration_sec', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('vid1', 'text')
    .addColumn('vid2', 'text')
    .addColumn('vid3', 'text')
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('dislike_count', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'episodes', ['media_id', 'number']);
  await addIndex(db, 'episodes', ['group_id', 'number']);
  await addIndex(db, 'episodes', ['created_at']);

  await db.schema
    .createTable('movies')
    .addColumn('media_id', 'integer', (c) =>
      c.primaryKey().references('media.id').onDelete('cascade'),
    )
    .addColumn('is_theatre', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('has_price', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('vid1', 'text')
    .addColumn('vid2', 'text')
    .addColumn('vid3', 'text')
    .addColumn('audio', 'text')
    .addColumn('duration_sec', 'integer', (c) => c.notNull().defaultTo(zero))
    .execute();
  await addIndex(db, 'movies', ['is_theatre']);

  // owner_id points at episodes.id or media.id depending on owner_type, so no FK.
  await withId(db, db.schema.createTable('tracks'))
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'tracks', ['owner_type', 'owner_id']);

  await withId(db, db.schema.createTable('subtitles'))
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('is_raw', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'subtitles', ['owner_type', 'owner_id']);
}

async function social(db: Db) {
  let comments = withRef(withId(db, db.schema.createTable('comments')), 'episode_id', 'episodes');
  comments = withRef(comments, 'user_id', 'users');
  comments = withRef(comments, 'parent_id', 'comments', { nullable: true, onDelete: 'cascade' });
  await comments
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('dislikes', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'comments', ['episode_id', 'created_at']);
  await addIndex(db, 'comments', ['user_id']);
  await addIndex(db, 'comments', ['parent_id']);

  await db.schema
    .createTable('comment_actions')
    .addColumn('comment_id', 'integer', (c) =>
      c.notNull().references('comments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('comment_actions_pk', ['comment_id', 'user_id'])
    .execute();
  await addIndex(db, 'comment_actions', ['user_id']);

  await db.schema
    .createTable('media_statuses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('liked', 'integer')
    .addColumn('later', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('notify', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('watch_status', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_statuses_pk', ['user_id', 'media_id'])
    .execute();
  await addIndex(db, 'media_statuses', ['media_id']);
  await addIndex(db, 'media_statuses', ['user_id', 'liked', 'updated_at']);

  await db.schema
    .createTable('episode_likes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('episode_id', 'integer', (c) =>
      c.notNull().references('episodes.id').onDelete('cascade'),
    )
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('episode_likes_pk', ['user_id', 'episode_id'])
    .execute();
  await addIndex(db, 'episode_likes', ['episode_id']);

  let reports = withRef(withId(db, db.schema.createTable('reports')), 'user_id', 'users');
  reports = withRef(reports, 'media_id', 'media', { nullable: true });
  await reports
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'reports', ['user_id']);
  await addIndex(db, 'reports', ['media_id']);
  await addIndex(db, 'reports', ['type', 'parent_id']);

  let history = withRef(withId(db, db.schema.createTable('history')), 'user_id', 'users');
  history = withRef(history, 'media_id', 'media');
  history = withRef(history, 'episode_id', 'episodes', { nullable: true, onDelete: 'cascade' });
  await history
    .addColumn('position_sec', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('duration_sec', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'history', ['user_id', 'episode_id'], { unique: true });
  await addIndex(db, 'history', ['user_id', 'media_id']);
  await addIndex(db, 'history', ['user_id', 'updated_at']);
  await addIndex(db, 'history', ['media_id']);
  await addIndex(db, 'history', ['episode_id']);

  let notifications = withRef(
    withId(db, db.schema.createTable('notifications')),
    'user_id',
    'users',
    {
      nullable: true,
      onDelete: 'cascade',
    },
  );
  notifications = notifications
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text');
  await notifications.execute();
  await addIndex(db, 'notifications', ['user_id', 'created_at']);

  let contact = withRef(withId(db, db.schema.createTable('contact_messages')), 'user_id', 'users', {
    nullable: true,
  });
  contact = contact
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull());
  await contact.execute();
  await addIndex(db, 'contact_messages', ['user_id']);
  await addIndex(db, 'contact_messages', ['created_at']);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await addIndex(db, 'idempotency_keys', ['created_at']);
}

async function payments(db: Db) {
  await withId(db, db.schema.createTable('payment_options'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(zero))
    .execute();
  await addIndex(db, 'payment_options', ['sort']);

  await withId(db, db.schema.createTable('bank_accounts'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('iban', 'text')
    .execute();

  let invoices = withRef(withId(db, db.schema.createTable('invoices')), 'user_id', 'users');
  invoices = withRef(invoices, 'movie_id', 'media', { nullable: true });
  invoices = withRef(invoices, 'option_id', 'payment_options', { nullable: true });
  await invoices
    .addColumn('bill', 'text', (c) => c.notNull().unique())
    .addColumn('provider_invoice_id', 'text', (c) => c.unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('qr_text', 'text')
    .addColumn('qr_image', 'text')
    .addColumn('urls', 'text')
    .addColumn('order_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('paid_at', 'text')
    .execute();
  await addIndex(db, 'invoices', ['user_id', 'created_at']);
  await addIndex(db, 'invoices', ['movie_id']);
  await addIndex(db, 'invoices', ['option_id']);
  await addIndex(db, 'invoices', ['status']);

  await withRef(withId(db, db.schema.createTable('payments')), 'invoice_id', 'invoices')
    .addColumn('provider_payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_invoice_id_unique', ['invoice_id'])
    .execute();

  const rentals = withRef(
    withRef(
      withRef(withId(db, db.schema.createTable('rentals')), 'user_id', 'users'),
      'movie_id',
      'media',
    ),
    'invoice_id',
    'invoices',
    { nullable: true },
  );
  await rentals
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('rentals_invoice_id_unique', ['invoice_id'])
    .execute();
  await addIndex(db, 'rentals', ['user_id', 'movie_id', 'ends_at']);
  await addIndex(db, 'rentals', ['movie_id']);

  let receipts = withRef(withId(db, db.schema.createTable('receipts')), 'invoice_id', 'invoices');
  receipts = withRef(receipts, 'user_id', 'users');
  await receipts
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('register_no', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('ddtd', 'text')
    .addColumn('lottery', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'receipts', ['invoice_id']);
  await addIndex(db, 'receipts', ['user_id', 'created_at']);
}

async function content(db: Db) {
  await withRef(withId(db, db.schema.createTable('slides')), 'media_id', 'media', {
    nullable: true,
  })
    .addColumn('set_no', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('image', 'text')
    .addColumn('link', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(zero))
    .execute();
  await addIndex(db, 'slides', ['set_no', 'sort']);
  await addIndex(db, 'slides', ['media_id']);

  await withRef(withId(db, db.schema.createTable('programs')), 'media_id', 'media', {
    nullable: true,
  })
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'programs', ['starts_at']);
  await addIndex(db, 'programs', ['media_id']);

  await withId(db, db.schema.createTable('podcasts'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'podcasts', ['created_at']);

  await withRef(withId(db, db.schema.createTable('podcast_tracks')), 'podcast_id', 'podcasts')
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('creator', 'text', (c) => c.notNull())
    .addColumn('audio', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('duration_sec', 'integer', (c) => c.notNull().defaultTo(zero))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'podcast_tracks', ['podcast_id', 'number']);

  await withId(db, db.schema.createTable('newsletters'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute();
  await addIndex(db, 'newsletters', ['published_at']);

  await withId(db, db.schema.createTable('faq'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(zero))
    .execute();
  await addIndex(db, 'faq', ['sort']);

  // Ids are fixed (47, 48, 49) because the app links to /content/{id}.
  await db.schema
    .createTable('content_pages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('logos'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('links'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(zero))
    .execute();
  await addIndex(db, 'links', ['kind', 'sort']);

  await withId(db, db.schema.createTable('artworks'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('svg', 'text', (c) => c.notNull())
    .execute();
}

export async function up(db: Db): Promise<void> {
  await accounts(db);
  await people(db);
  await catalogue(db);
  await playback(db);
  await social(db);
  await payments(db);
  await content(db);
}

const tables = [
  'artworks',
  'links',
  'logos',
  'content_pages',
  'faq',
  'newsletters',
  'podcast_tracks',
  'podcasts',
  'programs',
  'slides',
  'receipts',
  'rentals',
  'payments',
  'invoices',
  'bank_accounts',
  'payment_options',
  'idempotency_keys',
  'contact_messages',
  'notifications',
  'history',
  'reports',
  'episode_likes',
  'media_statuses',
  'comment_actions',
  'comments',
  'subtitles',
  'tracks',
  'movies',
  'episodes',
  'episode_groups',
  'media_actors',
  'media_categories',
  'media',
  'media_groups',
  'seasons',
  'categories',
  'actors',
  'translators',
  'directors',
  'studios',
  'throttles',
  'codes',
  'sessions',
  'users',
];

export async function down(db: Db): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
