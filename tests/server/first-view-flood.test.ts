import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bucketOf } from '../../server/web/first-view/first-view-budget';
import { createSeries } from '../factories';
import { renderFixture, type RenderFixture } from './first-view-fixture';
import { createTestApp, type TestApp } from './test-app';

/*
 * Issue 27, point 2: 32 guests asking for server-rendered pages under URL variants of one page
 * (`/series/detail/0…01`, any suffix) made an API read take 21.6 s. The attacker's requests again,
 * counted at the renderer (renders.log): variants and unknown ids must not each cost a render,
 * the renders a flood can start are bounded per client and per process, and a render that holds
 * its thread does not hold the API.
 */

const TITLE = 'Үерийн туршилтын цуврал';

let fixture: RenderFixture;
let t: TestApp;
let seriesId: number;

beforeEach(async () => {
  fixture = renderFixture();
  // Cached as in production, and a proxy in front so each test client has its own address.
  t = await createTestApp({
    DIST_DIR: fixture.distDir,
    CATALOGUE_CACHE_MS: '10000',
    TRUST_PROXY: '1',
  });
  seriesId = (await createSeries(t, { title: TITLE, episodes: 1 })).id;
});

afterEach(async () => {
  fixture.release();
  await t.close();
  fixture.remove();
});

const page = (path: string, client = '198.51.100.7') =>
  t.app.request(path, { headers: { 'X-Forwarded-For': client } });
const isRendered = (html: string) => html.includes('data-test-render');

describe('first views under a flood (issue 27, point 2)', () => {
  it('renders a page once, whatever variant of its URL is asked, and never renders a variant', async () => {
    const canonical = `/series/detail/${seriesId}`;
    const first = await page(canonical);
    const html = await first.text();
    expect(isRendered(html)).toBe(true);
    // Its data came from this app's API, as a guest.
    expect(html).toContain(TITLE);

    const encoded = [...String(seriesId)].map((d) => `%3${d}`).join('');
    const variants = [
      `/series/detail/0${seriesId}`,
      `/series/detail/${'0'.repeat(30)}${seriesId}`,
      `${canonical}/`,
      `${canonical}//`,
      `/series/detail/${encoded}`,
      `/series/detail/${seriesId}.0`,
      `/series/detail/+${seriesId}`,
      `/series/detail/${seriesId}%20`,
      `/series/detail/${seriesId};x`,
      `/series//detail/${seriesId}`,
      `/series/detail/${seriesId}%2F`,
      ...Array.from({ length: 60 }, (_, i) => `${canonical}/${i}`),
      ...Array.from({ length: 60 }, (_, i) => `${canonical}/x${'y'.repeat(i)}`),
    ];
    for (const variant of variants) {
      const answer = await page(variant);
      if (answer.status === 200) {
        expect(isRendered(await answer.text()), variant).toBe(false);
      } else {
        expect(answer.status, variant).toBe(301);
        expect(answer.headers.get('location'), variant).toBe(canonical);
      }
    }
    expect(fixture.renders()).toEqual([canonical]);
  });

  it('renders an unknown id once, and a flood of ids only within the budgets', async () => {
    const unknown = 2_000_000_000;
    for (let i = 0; i < 30; i++) {
      expect(isRendered(await (await page(`/series/detail/${unknown}`)).text())).toBe(false);
    }
    expect(fixture.renders()).toEqual([`/series/detail/${unknown}`]);

    // One client, a hundred ids nobody has: the shell once its budget is spent.
    for (let i = 1; i <= 100; i++) await page(`/series/detail/${unknown + i}`);
    const byOne = fixture.renders().length;
    expect(byOne).toBeLessThanOrEqual(bucketOf(t.config.firstViewsPerClientPerMinute).burst);

    // Three hundred clients, an id each: the process's budget holds.
    for (let i = 1; i <= 300; i++) {
      await page(`/series/detail/${unknown + 1000 + i}`, `203.0.${i >> 8}.${i & 255}`);
    }
    expect(fixture.renders().length).toBeLessThanOrEqual(
      bucketOf(t.config.firstViewsPerMinute).burst,
    );

    // A budget refills with time: no lock, only a rate.
    const before = fixture.renders().length;
    t.clock.advance(10 * 60_000);
    expect(isRendered(await (await page(`/series/detail/${seriesId}`)).text())).toBe(true);
    expect(fixture.renders().length).toBe(before + 1);
  });

  it('answers the API while a render holds its thread', async () => {
    const held = page('/faq');
    await vi.waitFor(() => expect(fixture.renders()).toContain('/faq'), { timeout: 10_000 });
    const read = await t.app.request(`/api/m/anime/detail/${seriesId}/0`);
    expect(read.status).toBe(200);
    // Answered while the render was still holding, not after it.
    expect(fixture.renders()).not.toContain('done');
    fixture.release();
    expect((await held).status).toBe(200);
    await vi.waitFor(() => expect(fixture.renders()).toContain('done'), { timeout: 10_000 });
  });

  it('costs a render that ends its thread only that first view', async () => {
    expect(isRendered(await (await page('/contact')).text())).toBe(false);
    // A new thread takes the next render, with its data from the API as before.
    const html = await (await page(`/series/detail/${seriesId}`)).text();
    expect(html).toContain(TITLE);
    expect(fixture.renders()).toEqual(['/contact', `/series/detail/${seriesId}`]);
  });
});
