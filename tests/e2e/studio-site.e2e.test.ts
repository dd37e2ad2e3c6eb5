import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioMessages } from '../../contract/studio/messages';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { codeAfter, lastSmsAt, registerStaff, signInToStudio } from './studio-session';
import type { RegisteredUser } from './session';

/*
 * The site room as an editor uses it (docs/decisions/058-studio-site-pages-and-packs.md): signed
 * in with the texted code, they edit an FAQ answer and move it first with the keyboard, and the
 * viewer's /faq shows it first with the new answer; a stale save of a content page says so and
 * keeps the editor's text in the form. A server of its own: the staff command writes to its
 * database.
 */

let server: RunningServer;
let browser: Browser;
let editor: RegisteredUser;
const base = () => server.url;
const ANSWER = `Шинэ хариулт ${Date.now() % 100_000}`;

/** A second studio session of the same editor, as another tab would open, over plain HTTP. */
async function studioTokenOf(who: RegisteredUser): Promise<string> {
  const before = await lastSmsAt(base(), who.phone);
  const headers = { Authorization: `Bearer ${who.token}`, 'Content-Type': 'application/json' };
  const sent = await fetch(`${base()}/api/studio/step-up/send`, { method: 'POST', headers });
  expect(sent.ok).toBe(true);
  const code = await codeAfter(base(), who.phone, before);
  const verified = await fetch(`${base()}/api/studio/step-up/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code }),
  });
  expect(verified.ok).toBe(true);
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  editor = await registerStaff(server, 'editor', { first: 'Редактор', last: 'Сайт' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the studio site room', () => {
  it('edits an FAQ answer, moves it first by keyboard, and the viewer /faq shows it first', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInToStudio(page, base(), editor, '/studio/site/faq');
    await page.getByRole('heading', { name: 'Сайтын мэдээлэл', level: 1 }).waitFor();

    const items = page.getByRole('heading', { level: 3 });
    await items.first().waitFor();
    const titles = await page.locator('ol > li h3').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    const last = titles.at(-1)!;

    const row = page.locator('ol > li').filter({ has: page.getByRole('heading', { name: last }) });
    await row.getByRole('button', { name: 'Засах' }).click();
    await row.getByLabel('Хариулт').fill(`<p>${ANSWER}</p>`);
    await row.getByRole('button', { name: 'Хадгалах' }).click();
    await row.getByText(studioMessages.saved).waitFor();

    // Up, again and again from the keyboard: focus stays on the moved item's button.
    await page.getByRole('button', { name: `«${last}»-г дээш зөөх` }).focus();
    for (let i = 1; i < titles.length; i++) {
      await page.keyboard.press('Enter');
      await page.getByText(`«${last}» ${titles.length - i}-р байрт шилжлээ.`).waitFor();
      await page.waitForFunction(
        (name) => document.activeElement?.getAttribute('aria-label')?.includes(name) ?? false,
        last,
      );
    }
    await expect.poll(async () => page.locator('ol > li h3').first().textContent()).toBe(last);

    const faq = await fetch(`${base()}/api/footer/get-faq`);
    const shown = ((await faq.json()) as { data: { title: string; body: string }[] }).data;
    expect(shown[0]).toMatchObject({ title: last, body: `<p>${ANSWER}</p>` });

    // The viewer's page lists it first too.
    const viewer = await context.newPage();
    await viewer.goto(`${base()}/faq`);
    const first = viewer.locator('main h2 button').first();
    await expect.poll(async () => first.textContent()).toContain(last);
    await first.click();
    await viewer.getByText(ANSWER).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a content page save is stale and keeps the editor text', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    await signInToStudio(page, base(), editor, '/studio/site/pages/48');
    await page.getByLabel('Агуулга').waitFor();

    // Someone else saves the page meanwhile.
    const other = await studioTokenOf(editor);
    const current = await fetch(`${base()}/api/studio/pages/48`, {
      headers: { Authorization: `Bearer ${other}` },
    });
    const stored = ((await current.json()) as { data: { title: string; version: number } }).data;
    const saved = await fetch(`${base()}/api/studio/pages/48`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${other}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: stored.title,
        body: '<p>Өөр хүн</p>',
        version: stored.version,
      }),
    });
    expect(saved.ok).toBe(true);

    const mine = '<p>Миний засвар, алдагдах ёсгүй</p>';
    await page.getByLabel('Агуулга').fill(mine);
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByRole('alert').getByText(studioMessages.staleVersion).waitFor();
    expect(await page.getByLabel('Агуулга').inputValue()).toBe(mine);

    // Keeping their own version and saving again wins, and the viewer's page shows it.
    await page.getByRole('button', { name: 'Миний өөрчлөлтийг хадгалах' }).click();
    await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
    await page.getByText(studioMessages.saved).waitFor();
    const content = await fetch(`${base()}/api/m/content/48`);
    expect(((await content.json()) as { data: { body: string } }).data.body).toBe(mine);
    await context.close();
  });
});
