import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { signInToStudio, staffCommand } from './studio-session';
import { registerViaApi, unusedPhone, type RegisteredUser } from './session';

/*
 * The reading room (docs/decisions/056-studio-podcasts-newsletters.md), as an editor and a viewer
 * would use it: the editor signs in to /studio with PIN and the texted code, writes a newsletter
 * (its script is dropped on save) and the viewer finds it at /news-letter. A server of its own:
 * the staff command writes to that server's database.
 */

let server: RunningServer;
let browser: Browser;
let editor: RegisteredUser;
const TITLE = `Долоо хоногийн мэдээ ${Date.now() % 100_000}`;
const base = () => server.url;

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  editor = await registerViaApi(base(), await unusedPhone(base()), {
    first: 'Редактор',
    last: 'Тест',
  });
  await staffCommand(server, 'grant', editor.phone, 'editor');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the studio reading room', () => {
  it('an editor writes a newsletter and a viewer reads it at /news-letter', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInToStudio(page, base(), editor, '/studio/reading');
    await page.getByRole('heading', { name: 'Мэдээлэл', level: 1 }).waitFor();

    await page.getByRole('link', { name: 'Шинэ мэдээлэл' }).click();
    // An empty body is refused next to the field, and nothing is saved.
    await page.getByLabel('Гарчиг').fill(TITLE);
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByText('Мэдээллийн агуулгыг бичнэ үү!').waitFor();
    expect(await page.getByLabel('Агуулга (HTML)').getAttribute('aria-invalid')).toBe('true');

    await page
      .getByLabel('Агуулга (HTML)')
      .fill('<p>Шинэ цувралууд ирлээ.</p><script>window.__x = 1</script>');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel('Агуулга (HTML)').inputValue()).not.toContain('script');

    const viewerPage = await context.newPage();
    await viewerPage.goto(`${base()}/news-letter`);
    await viewerPage.getByRole('link', { name: TITLE }).first().waitFor();
    await viewerPage.getByRole('link', { name: TITLE }).first().click();
    await viewerPage.getByText('Шинэ цувралууд ирлээ.').waitFor();
    expect(errors).toEqual([]);
  });

  it('an editor makes a podcast, then deletes it after saying yes', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const name = `Устгах подкаст ${Date.now() % 100_000}`;
    await signInToStudio(page, base(), editor, '/studio/reading/podcasts');
    await page.getByRole('link', { name: 'Шинэ подкаст' }).click();
    await page.getByLabel('Гарчиг').fill(name);
    await page.getByLabel('Нэвтрүүлэгч').fill('Тэст');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    // Closing the question deletes nothing; "Устгах" in it does.
    await page.getByRole('button', { name: 'Устгах' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText(`«${name}» подкастыг устгах уу?`).waitFor();
    await dialog.getByRole('button', { name: 'Болих' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Устгах' }).click();
    await dialog.getByRole('button', { name: 'Устгах' }).click();
    await page.getByLabel('Подкаст хайх').waitFor();
    await page.getByLabel('Подкаст хайх').fill(name);
    await page.getByLabel('Подкаст хайх').press('Enter');
    await page.getByText('Подкаст олдсонгүй.').waitFor();
    expect(errors).toEqual([]);
  });
});
