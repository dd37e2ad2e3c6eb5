import { afterEach, beforeEach, expect, it } from 'vitest';
import { createSeries } from '../factories';
import { renderFixture, type RenderFixture } from './first-view-fixture';
import { createTestApp, type TestApp } from './test-app';

/*
 * The render thread loads its bundle at the lowest priority (decision 038), so on a busy machine
 * the load can take a minute. A visitor's page must not wait for it: the shell comes instead, and
 * once the bundle is in, pages are rendered again.
 */

let fixture: RenderFixture;
let t: TestApp;
let seriesId: number;

beforeEach(async () => {
  fixture = renderFixture({ slowLoad: true });
  // Cached as in production: a render that ends after its request had the shell is kept, so the
  // page comes rendered next time however long the render took on a busy machine.
  t = await createTestApp({ DIST_DIR: fixture.distDir, CATALOGUE_CACHE_MS: '60000' });
  seriesId = (await createSeries(t, { title: 'Ачаалал удаан цуврал', episodes: 1 })).id;
});

afterEach(async () => {
  fixture.releaseLoad();
  await t.close();
  fixture.remove();
});

const isRendered = (html: string) => html.includes('data-test-render');

it('answers with the shell while the renderer has not loaded, and renders once it has', async () => {
  const path = `/series/detail/${seriesId}`;
  const waiting = await t.app.request(path);
  expect(waiting.status).toBe(200);
  const shell = await waiting.text();
  expect(shell).toContain('<div id="root"></div>');
  expect(isRendered(shell)).toBe(false);
  expect(fixture.renders()).toEqual([]);

  fixture.releaseLoad();
  await expect
    .poll(async () => isRendered(await (await t.app.request(path)).text()), { timeout: 30_000 })
    .toBe(true);
  expect(fixture.renders()).toContain(path);
});
