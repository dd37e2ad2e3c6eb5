import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../server/clock';
import type { Config } from '../../server/config';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/seed/seed';
import { escapeXml, posterSvg } from '../../server/seed/artwork';
import { hashPin, verifyPin } from '../../server/domain/pin-hash';
import { artRoutes } from '../../server/routes/art';
import { createEmptyDb } from './test-app';

const clock = fakeClock(Date.UTC(2026, 5, 15, 4, 0));
let dataDir: string;
let empty: Awaited<ReturnType<typeof createEmptyDb>>;
let db: Kysely<Database>;
let seeded: boolean;

async function count(table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// On the database this run tests: a SQLite file, or PostgreSQL under TEST_DATABASE_URL.
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-seed-'));
  empty = await createEmptyDb();
  db = empty.db;
  await migrateToLatest(db);
  seeded = await seedIfEmpty(db, { scale: 1, clock, demo: true });
});

afterAll(async () => {
  await empty.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('seed', () => {
  it('seeds an empty database once', async () => {
    expect(seeded).toBe(true);
    const media = await count('media');
    expect(await seedIfEmpty(db, { scale: 1, clock, demo: true })).toBe(false);
    expect(await count('media')).toBe(media);
  });

  it('hands out new ids after the seeded ones', async () => {
    // The seed writes its own ids; PostgreSQL's identity must have been moved past them.
    const seededMax = await db
      .selectFrom('faq')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('faq')
      .values({ title: 'Шинэ асуулт', body: 'Хариулт', sort: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('faq').where('id', '=', row.id).execute();
    expect(row.id).toBe(Number(seededMax.id) + 1);
  });

  it('migrating again is a no-op', async () => {
    await expect(migrateToLatest(db)).resolves.toBeUndefined();
  });

  it('fills the catalogue', async () => {
    const kinds = await db
      .selectFrom('media')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('kind')
      .execute();
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)]));
    expect(byKind.series).toBeGreaterThanOrEqual(40);
    expect(byKind.movie).toBeGreaterThanOrEqual(10);
    expect(byKind.theatre).toBeGreaterThanOrEqual(6);
    expect(byKind.live).toBe(1);
    expect(await count('categories')).toBeGreaterThanOrEqual(8);
    expect(await count('actors')).toBeGreaterThanOrEqual(20);
    expect(await count('podcasts')).toBeGreaterThanOrEqual(4);
    expect(await count('newsletters')).toBeGreaterThanOrEqual(8);
    expect(await count('faq')).toBeGreaterThanOrEqual(8);
    expect(await count('programs')).toBeGreaterThanOrEqual(6);
    expect(await count('payment_options')).toBe(3);
    expect(await count('bank_accounts')).toBe(1);
    expect(await count('comments')).toBeGreaterThan(0);
  });

  it('gives every series 10–40 episodes, the first two free', async () => {
    const rows = await db
      .selectFrom('media')
      .innerJoin('episodes', 'episodes.media_id', 'media.id')
      .select([
        'media.id',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('episodes.is_free').as('free'),
      ])
      .where('media.kind', '=', 'series')
      .groupBy('media.id')
      .execute();
    expect(rows.length).toBe(
      Number(
        (
          await db
            .selectFrom('media')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kind', '=', 'series')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    for (const r of rows) {
      expect(Number(r.n)).toBeGreaterThanOrEqual(10);
      expect(Number(r.n)).toBeLessThanOrEqual(40);
      expect(Number(r.free)).toBe(2);
    }
  });

  it('links seasons of one show through media_group_id', async () => {
    const groups = await db
      .selectFrom('media')
      .select(['media_group_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('media_group_id', 'is not', null)
      .groupBy('media_group_id')
      .execute();
    expect(groups.length).toBeGreaterThanOrEqual(5);
    for (const g of groups) expect(Number(g.n)).toBeGreaterThanOrEqual(2);
  });

  it('gives every media categories and artwork', async () => {
    const uncategorised = await db
      .selectFrom('media')
      .select('id')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('media_categories')
              .select('media_id')
              .whereRef('media_categories.media_id', '=', 'media.id'),
          ),
        ),
      )
      .execute();
    expect(uncategorised).toEqual([]);

    const media = await db
      .selectFrom('media')
      .select(['image1', 'poster_hz', 'logo', 'banner'])
      .execute();
    const artIds = new Set(
      (await db.selectFrom('artworks').select('id').execute()).map((a) => a.id),
    );
    // Each kept URL names every width of its slot, as a studio upload's does (decision 091).
    const widths = {
      image1: '160-320-480',
      poster_hz: '320-640-1280',
      logo: '240-480-960',
      banner: '640-1280-1920',
    } as const;
    for (const m of media) {
      for (const field of Object.keys(widths) as (keyof typeof widths)[]) {
        const match = /^\/art\/(\d+)-([\d-]+)\.webp$/.exec(m[field] ?? '');
        expect(match?.[2], `${field} ${m[field]}`).toBe(widths[field]);
        expect(artIds.has(Number(match?.[1]))).toBe(true);
      }
    }
  });

  it('keeps every artwork small', async () => {
    const big = await db
      .selectFrom('artworks')
      .select(['id', 'svg'])
      .execute()
      .then((rows) => rows.filter((r) => Buffer.byteLength(r.svg) >= 3072));
    expect(big.map((r) => r.id)).toEqual([]);
  });

  it('has content pages 47, 48 and 49', async () => {
    const pages = await db
      .selectFrom('content_pages')
      .select(['id', 'body'])
      .orderBy('id')
      .execute();
    expect(pages.map((p) => p.id)).toEqual([47, 48, 49]);
    for (const p of pages) expect(p.body).toContain('<');
  });

  it('has theatre titles with prices, free ones and ones without video', async () => {
    const theatre = await db.selectFrom('movies').selectAll().where('is_theatre', '=', 1).execute();
    expect(theatre.filter((t) => t.price >= 5_000 && t.has_price === 1).length).toBeGreaterThan(3);
    expect(theatre.filter((t) => t.is_free === 1 && t.price === 0).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(theatre.filter((t) => !t.vid1 && !t.vid2 && !t.vid3).length).toBeGreaterThanOrEqual(2);
  });

  it('has slide sets 1–5, set 1 with at least five', async () => {
    const sets = await db
      .selectFrom('slides')
      .select(['set_no', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('set_no')
      .orderBy('set_no')
      .execute();
    expect(sets.map((s) => s.set_no)).toEqual([1, 2, 3, 4, 5]);
    expect(Number(sets[0]?.n)).toBeGreaterThanOrEqual(5);
  });

  it('schedules programs across the current day', async () => {
    const programs = await db.selectFrom('programs').selectAll().orderBy('starts_at').execute();
    const now = new Date(clock.now()).toISOString();
    expect(programs.some((p) => p.starts_at <= now && now < p.ends_at)).toBe(true);
  });

  it('creates the demo users with verifiable PINs', async () => {
    const users = await db
      .selectFrom('users')
      .selectAll()
      .where('phone', 'in', ['99119911', '88118811'])
      .orderBy('phone', 'desc')
      .execute();
    const [paid, unpaid] = users;
    expect(paid?.days).toBe(30);
    expect(unpaid?.days).toBe(0);
    expect(paid?.first_name).toBeTruthy();
    expect(unpaid?.last_name).toBeTruthy();
    expect(await verifyPin('2580', paid?.pin_hash ?? '')).toBe(true);
    expect(await verifyPin('3691', unpaid?.pin_hash ?? '')).toBe(true);
    expect(await verifyPin('0000', paid?.pin_hash ?? '')).toBe(false);
  });

  it('is deterministic for the same clock', async () => {
    const second = await createEmptyDb();
    const other = second.db;
    try {
      await migrateToLatest(other);
      await seedIfEmpty(other, { scale: 1, clock, demo: true });
      const pick = (d: Kysely<Database>) =>
        d
          .selectFrom('media')
          .select(['id', 'title', 'rating', 'image1', 'created_at'])
          .orderBy('id')
          .execute();
      expect(await pick(other)).toEqual(await pick(db));
    } finally {
      await second.close();
    }
  });
});

describe('pin hash', () => {
  it('uses the scrypt format and rejects junk', async () => {
    const stored = await hashPin('1357');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPin('1357', stored)).toBe(true);
    expect(await verifyPin('1358', stored)).toBe(false);
    expect(await verifyPin('1357', 'plain')).toBe(false);
    expect(await verifyPin('1357', 'scrypt$00$00')).toBe(false);
  });
});

describe('artwork', () => {
  it('escapes text', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    const svg = posterSvg('Хар <script>alert(1)</script> & цагаан');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(posterSvg('Зах зээлийн тойм')).toBe(posterSvg('Зах зээлийн тойм'));
  });
});

describe('GET /art/:file', () => {
  function app(artCacheDir = path.join(dataDir, 'art-cache')) {
    const config = { dataDir, databaseUrl: undefined, artCacheDir } as Config;
    const hono = new Hono();
    hono.route('/', artRoutes({ db, config, clock }));
    return hono;
  }

  it('serves an SVG with long caching', async () => {
    const first = await db
      .selectFrom('artworks')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await app().request(`/art/${first.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await res.text();
    expect(body.startsWith('<svg')).toBe(true);
  });

  async function artOf(kind: string) {
    return db
      .selectFrom('artworks')
      .select('id')
      .where('kind', '=', kind)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }

  /** Width and height of a WebP file (VP8 lossy, or VP8X when it has alpha). */
  function webpSize(bytes: Buffer): { width: number; height: number } {
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const chunk = bytes.subarray(12, 16).toString('latin1');
    if (chunk === 'VP8X') {
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    }
    expect(chunk).toBe('VP8 ');
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }

  it('draws a poster as WebP at each width of its slot, the aspect kept, and keeps it', async () => {
    const { id } = await artOf('poster');
    for (const [file, width] of [
      [`${id}-160.webp`, 160],
      [`${id}-320.webp`, 320],
      [`${id}-160-320-480.webp`, 480],
    ] as const) {
      const res = await app().request(`/art/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(webpSize(Buffer.from(await res.arrayBuffer()))).toEqual({
        width,
        height: (width * 3) / 2,
      });
    }
    // Drawn once: a later server on the same folder (app() is a new one, its memory empty)
    // answers with the file kept there, not a drawing of its own.
    const folder = path.join(dataDir, 'art-cache');
    const kept = fs.readdirSync(folder).filter((f) => f.endsWith('.webp'));
    expect(kept).toHaveLength(3);
    const marked = Buffer.from('RIFF kept on disk');
    for (const f of kept) fs.writeFileSync(path.join(folder, f), marked);
    const again = await app().request(`/art/${id}-160.webp`);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(marked);
    for (const f of kept) fs.rmSync(path.join(folder, f));
  });

  it('draws an avatar at its one width and keeps the brand marks as SVG', async () => {
    const avatar = await artOf('avatar');
    const res = await app().request(`/art/${avatar.id}-160.webp`);
    expect(res.status).toBe(200);
    expect(webpSize(Buffer.from(await res.arrayBuffer())).width).toBe(160);
    const brand = await artOf('brand');
    expect((await app().request(`/art/${brand.id}.svg`)).status).toBe(200);
    expect((await app().request(`/art/${brand.id}-160.webp`)).status).toBe(404);
  });

  it('still answers when its folder cannot be written, drawing again instead', async () => {
    const { id } = await artOf('portrait');
    const notAFolder = path.join(dataDir, 'a-file');
    fs.writeFileSync(notAFolder, '');
    const res = await app(path.join(notAFolder, 'art-cache')).request(`/art/${id}-80.webp`);
    expect(res.status).toBe(200);
    expect(webpSize(Buffer.from(await res.arrayBuffer())).width).toBe(80);
  });

  it('draws no width its kind does not have', async () => {
    const { id } = await artOf('poster');
    for (const file of [
      `${id}-480.webp`,
      `${id}-4000.webp`,
      `${id}-9999.webp`,
      `${id}-320-480.webp`,
      `${id}-160-320-480-960.webp`,
      `${id}-1-2-3.webp`,
    ]) {
      const res = await app().request(`/art/${file}`);
      expect(res.status, file).toBe(404);
      expect(await res.json()).toMatchObject({ status: false, msg: expect.any(String) });
    }
    for (const file of [`${id}-.webp`, `${id}-160.png`, `${id}-12345.webp`, `x-160.webp`]) {
      expect((await app().request(`/art/${file}`)).status, file).toBe(400);
    }
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const missing = await app().request('/art/99999999.svg');
    expect(missing.status).toBe(404);
    expect((await app().request('/art/99999999-160.webp')).status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: false, msg: expect.any(String) });
    const bad = await app().request('/art/abc.svg');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: false });
  });
});
