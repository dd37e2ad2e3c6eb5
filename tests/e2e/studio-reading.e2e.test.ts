import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
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

async function codeAfter(phone: string, after: string | null): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${base()}/__dev/sms/${phone}`);
      if (!response.ok) return false;
      const { data } = (await response.json()) as { data: { code: string; created_at: string } };
      code = data.code;
      return data.created_at !== after;
    })
    .toBe(true);
  return code;
}

async function signInToStudio(page: Page, who: RegisteredUser, path: string) {
  const last = await fetch(`${base()}/__dev/sms/${who.phone}`);
  const before = last.ok
    ? ((await last.json()) as { data: { created_at: string } }).data.created_at
    : null;
  await page.goto(`${base()}${path}`);
  await page.getByRole('heading', { name: 'Студид нэвтрэх' }).waitFor();
  await page.getByRole('group', { name: 'Утасны дугаар' }).getByRole('textbox').first().focus();
  await page.keyboard.type(who.phone);
  await page.getByRole('group', { name: 'ПИН код' }).locator('input').first().focus();
  await page.keyboard.type(who.pin);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Баталгаажуулах код' }).waitFor();
  const code = await codeAfter(who.phone, before);
  await page.getByRole('group', { name: 'SMS код' }).locator('input').first().focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  editor = await registerViaApi(base(), await unusedPhone(base()), {
    first: 'Редактор',
    last: 'Тест',
  });
  await promisify(execFile)(
    'npx',
    ['tsx', 'server/cli/staff.ts', 'grant', editor.phone, 'editor'],
    {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    },
  );
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
    await signInToStudio(page, editor, '/studio/reading');
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
});
