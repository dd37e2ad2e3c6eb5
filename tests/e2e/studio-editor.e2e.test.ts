import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioMessages } from '../../contract/studio/messages';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { registerStaff, signInToStudio } from './studio-session';
import { registerViaApi, storeSession, unusedPhone, type RegisteredUser } from './session';

/*
 * Issue 32's "done means", driven as an editor and a viewer would: the editor (made one with
 * `npm run staff`) signs in to /studio with PIN and the texted code, creates a series with a
 * season and two episodes, uploads a poster, publishes the series, schedules one episode and
 * publishes the other. The viewer, who follows the series, gets one notification and finds the
 * title on the series listing, in search and on the home page; the editor hides it and it leaves
 * all three. The audit log shows each step with the editor's phone. A server of its own: the
 * staff command writes to that server's database.
 */

let server: RunningServer;
let browser: Browser;
let editor: RegisteredUser;
let admin: RegisteredUser;
let viewer: RegisteredUser;
const TITLE = `Талын салхи ${Date.now() % 100_000}`;
const base = () => server.url;

async function viewerApi<T>(path: string): Promise<T> {
  const response = await fetch(`${base()}${path}`, {
    headers: { Authorization: `Bearer ${viewer.token}` },
  });
  expect(response.ok, path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Where a viewer looks for a title: is a link to it on the page (home rows load on approach)? */
async function viewerSees(page: Page, path: string): Promise<boolean> {
  await page.goto(`${base()}${path}`);
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 12; i++) {
    if ((await page.getByRole('link', { name: TITLE }).count()) > 0) return true;
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
  return (await page.getByRole('link', { name: TITLE }).count()) > 0;
}

/** A page of the studio: the viewer app's `goto` waits for the viewer's root, which it lacks. */
const studioPage = (context: BrowserContext) => context.newPage();

const PLACES = ['/series', `/search?q=${encodeURIComponent(TITLE)}`, '/'] as const;

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  const names = { first: 'Редактор', last: 'Тест' };
  editor = await registerStaff(server, 'editor', names);
  viewer = await registerViaApi(base(), await unusedPhone(base()), {
    first: 'Үзэгч',
    last: 'Тест',
  });
  admin = await registerStaff(server, 'admin', names);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the studio catalogue, as an editor and a viewer', () => {
  it('puts a series on the site, tells its follower of a new episode once, and hides it again', async () => {
    const { context } = await newPage(browser);
    const page = await studioPage(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInToStudio(page, base(), editor, '/studio/catalogue');
    await page.getByRole('heading', { name: 'Каталог', level: 1 }).waitFor();

    // A new series starts as a draft and opens in the editor.
    await page.getByRole('link', { name: 'Шинэ гарчиг' }).click();
    await page.getByLabel('Төрөл').selectOption('series');
    await page.getByLabel('Нэр', { exact: true }).fill(TITLE);
    await page.getByRole('button', { name: 'Үүсгэх' }).click();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await page.getByText('Ноорог').first().waitFor();

    // A refused field is said next to it, and nothing is saved.
    await page.getByLabel('Үнэлгээ (0-10)').fill('11');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByText('Хамгийн ихдээ 10 байна!').waitFor();
    expect(await page.getByLabel('Үнэлгээ (0-10)').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Үнэлгээ (0-10)').fill('8.5');
    await page.getByLabel('Эх нэр').fill('Steppe Wind');
    await page
      .getByLabel('Тайлбар')
      .fill('<p>Тал нутгийн <b>түүх</b>.</p><script>alert(1)</script>');
    await page.getByRole('group', { name: 'Ангилал' }).getByRole('checkbox').first().check();
    const poster = await sharp({
      create: { width: 600, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    await page.getByLabel('Постер (2:3)').setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: poster,
    });
    await expect
      .poll(() => page.locator('img[data-kind="poster"]').getAttribute('src'))
      .toMatch(/^\/uploads\/images\/[0-9a-f]{32}-[\d-]+\.webp$/);
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByRole('status').filter({ hasText: studioMessages.saved }).waitFor();

    // A season (the episode tabs) and two episodes in it, both drafts.
    await page.getByLabel('Бүлгийн нэр').fill('1-р улирал');
    await page.getByRole('button', { name: 'Бүлэг нэмэх' }).click();
    const group = page.getByRole('form', { name: 'Анги нэмэх' }).getByLabel('Бүлэг');
    await expect.poll(() => group.locator('option').allTextContents()).toContain('1-р улирал');
    for (const number of ['1', '2']) {
      await page.getByLabel('Ангийн дугаар').fill(number);
      await group.selectOption({ label: '1-р улирал' });
      await page.getByRole('button', { name: 'Анги нэмэх' }).click();
      await page.getByRole('link', { name: `${number}. ${number}-р анги` }).waitFor();
    }

    // The draft is nowhere a viewer looks.
    const guestPage = await context.newPage();
    for (const place of PLACES) expect(await viewerSees(guestPage, place), place).toBe(false);

    // Published, the series is everywhere; the viewer follows it.
    const statePanel = page.getByRole('region', { name: 'Нийтлэх' });
    await statePanel.getByRole('button', { name: 'Одоо нийтлэх' }).click();
    await statePanel.getByText('Нийтлэгдсэн').first().waitFor();
    const titleId = Number(/titles\/(\d+)/.exec(page.url())![1]);
    await viewerApi(`/api/m/anime/status/${titleId}/${viewer.id}/anime/notify/1`);
    const unreadBefore = (
      await viewerApi<{ count: number }>(`/api/m/notifications/${viewer.id}/unread`)
    ).count;

    // Episode 1 scheduled for tomorrow, episode 2 published now.
    await page.getByRole('link', { name: '1. 1-р анги' }).click();
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await page.getByLabel('Нийтлэх цаг').fill(local);
    await page.getByRole('button', { name: 'Товлох' }).click();
    await page
      .getByRole('region', { name: 'Нийтлэх' })
      .getByText(/Товлосон ·/)
      .waitFor();
    await page.getByRole('link', { name: 'Гарчиг руу буцах' }).click();
    await page.getByRole('link', { name: '2. 2-р анги' }).click();
    await page
      .getByRole('region', { name: 'Нийтлэх' })
      .getByRole('button', { name: 'Одоо нийтлэх' })
      .click();
    await page.getByText('1 дагагчид мэдэгдэл очлоо.').waitFor();

    // The viewer: one new notification, the title in the listing, search and home, and only
    // the published episode.
    expect(
      (await viewerApi<{ count: number }>(`/api/m/notifications/${viewer.id}/unread`)).count,
    ).toBe(unreadBefore + 1);
    const viewerPage = await (await newPage(browser)).context.newPage();
    await viewerPage.goto(`${base()}/faq`);
    await storeSession(viewerPage, viewer);
    for (const place of PLACES) expect(await viewerSees(viewerPage, place), place).toBe(true);
    const episodes = await viewerApi<{ number: number }[]>(
      `/api/m/episodes/${titleId}/${viewer.id}`,
    );
    expect(episodes.map((e) => e.number)).toEqual([2]);

    // Hidden, it leaves all three.
    await page.getByRole('link', { name: 'Гарчиг руу буцах' }).click();
    await page
      .getByRole('region', { name: 'Нийтлэх' })
      .getByRole('button', { name: 'Нуух' })
      .click();
    await page.getByRole('region', { name: 'Нийтлэх' }).getByText('Нуусан').first().waitFor();
    for (const place of PLACES) expect(await viewerSees(viewerPage, place), place).toBe(false);

    expect(errors).toEqual([]);
    await context.close();

    // The audit log, read by an admin: each step, by the editor.
    const audit = await newPage(browser);
    const auditPage = await studioPage(audit.context);
    await signInToStudio(auditPage, base(), admin, `/studio/audit?person=${editor.phone}`);
    const log = auditPage.getByRole('grid', { name: /Аудитын бүртгэл/ });
    await log.getByRole('row').nth(1).waitFor();
    const rows = await log.getByRole('row').allTextContents();
    for (const action of ['Үүсгэсэн', 'Зассан', 'Нийтэлсэн', 'Товлосон', 'Нуусан']) {
      expect(
        rows.some((row) => row.includes(action) && row.includes(editor.phone)),
        action,
      ).toBe(true);
    }
    await audit.context.close();
  }, 240_000);
});
