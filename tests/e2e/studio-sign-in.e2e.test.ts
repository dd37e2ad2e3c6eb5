import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioMessages } from '../../contract/studio/messages';
import { launchBrowser, newPage, waitForServiceWorker } from './browser';
import { startServer, type RunningServer } from './server';
import { registerViaApi, unusedPhone, type RegisteredUser } from './session';

/*
 * The studio (docs/decisions/055-studio-app.md) as its first admin meets it: made admin on the
 * server machine (`npm run staff`), signed in at /studio with the PIN and the texted code, grants
 * a role, and finds it in the staff list and the audit log. A viewer with no role is refused in
 * words; /studio says noindex; the viewer app's worker never answers /studio with its shell.
 * A server of its own: the staff command writes to that server's database.
 */

let server: RunningServer;
let browser: Browser;
let admin: RegisteredUser;
let colleague: RegisteredUser;
let viewer: RegisteredUser;

const base = () => server.url;

async function staffCommand(...args: string[]) {
  await promisify(execFile)('npx', ['tsx', 'server/cli/staff.ts', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const names = { first: 'Студи', last: 'Тест' };
  admin = await registerViaApi(base(), await unusedPhone(base()), names);
  colleague = await registerViaApi(base(), await unusedPhone(base()), names);
  viewer = await registerViaApi(base(), await unusedPhone(base()), names);
  await staffCommand('grant', admin.phone, 'admin');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The newest texted code once one newer than `after` has arrived. */
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

async function lastSmsAt(phone: string): Promise<string | null> {
  const response = await fetch(`${base()}/__dev/sms/${phone}`);
  if (!response.ok) return null;
  return ((await response.json()) as { data: { created_at: string } }).data.created_at;
}

/** Phone and PIN into the studio's boxes (typing moves along them), then the code if asked. */
async function signIn(page: Page, who: RegisteredUser) {
  await page.getByRole('heading', { name: 'Студид нэвтрэх' }).waitFor();
  await page.getByRole('group', { name: 'Утасны дугаар' }).getByRole('textbox').first().focus();
  await page.keyboard.type(who.phone);
  await page.getByRole('group', { name: 'ПИН код' }).locator('input').first().focus();
  await page.keyboard.type(who.pin);
  await page.keyboard.press('Enter');
}

describe('the studio', () => {
  it('answers /studio with its own noindex document, not the viewer shell', async () => {
    const response = await fetch(`${base()}/studio/staff`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('id="studio-root"');
    expect(html).not.toContain('id="root"');
    expect(html).not.toContain('rel="manifest"');
  });

  it('lets an admin in with PIN and code, grant a role, and see it in the list and the audit log', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const before = await lastSmsAt(admin.phone);
    await page.goto(`${base()}/studio`);
    await signIn(page, admin);
    await page.getByRole('heading', { name: 'Баталгаажуулах код' }).waitFor();
    await page.getByRole('status').filter({ hasText: studioMessages.codeSent }).waitFor();
    const code = await codeAfter(admin.phone, before);
    await page.getByRole('group', { name: 'SMS код' }).locator('input').first().focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    // In: the rooms an admin holds, who is signed in.
    const nav = page.getByRole('navigation', { name: 'Студийн хэсгүүд' });
    await nav.getByRole('link', { name: 'Ажилтнууд' }).click();
    await page.getByRole('heading', { name: 'Ажилтнууд', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('banner').textContent()).toContain(admin.phone);
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Каталог', 'Ажилтнууд', 'Аудит']),
    );
    // The token stays in this tab only.
    const stored = await page.evaluate(() => ({
      session: Object.keys(sessionStorage),
      local: Object.keys(localStorage),
    }));
    expect(stored.session).toContain('btv.studio.session');
    expect(stored.local).toEqual([]);

    // A phone with no account: the server's message under the phone field.
    await page.getByLabel('Утасны дугаар').fill('80000000');
    await page.getByLabel('Эрх', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Эрх олгох' }).click();
    const phoneBox = page.getByLabel('Утасны дугаар');
    await expect.poll(() => phoneBox.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(studioMessages.unknownPhone).waitFor();

    await phoneBox.fill(colleague.phone);
    await page.getByRole('button', { name: 'Эрх олгох' }).click();
    await page.getByRole('status').filter({ hasText: studioMessages.saved }).waitFor();
    const table = page.getByRole('grid', { name: 'Ажилтнууд ба тэдний эрх' });
    const row = table.getByRole('row').filter({ hasText: colleague.phone });
    await row.getByText('Редактор').waitFor();

    await nav.getByRole('link', { name: 'Аудит' }).click();
    await page.getByRole('heading', { name: 'Аудит', level: 1 }).waitFor();
    await page.getByLabel('Хэн (ID эсвэл утас)').fill(admin.phone);
    await page.getByRole('button', { name: 'Шүүх' }).click();
    const audit = page.getByRole('grid', { name: /Аудитын бүртгэл/ });
    const entry = audit.getByRole('row').filter({ hasText: 'Эрх олгосон' }).first();
    await entry.getByText(`#${colleague.id}`).waitFor();
    expect(await entry.textContent()).toContain('Редактор');
    expect(new URL(page.url()).searchParams.get('person')).toBe(admin.phone);

    await page.getByRole('button', { name: 'Гарах' }).click();
    await page.getByRole('heading', { name: 'Студид нэвтрэх' }).waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain(
      'btv.studio.session',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a viewer with no role that the studio is not theirs', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/studio`);
    await signIn(page, viewer);
    await page.getByRole('alert').filter({ hasText: studioMessages.noRole }).waitFor();
    expect(studioMessages.noRole).toBe('Танд студид ажиллах эрх байхгүй байна!');
    await context.close();
  });

  it("is never answered by the viewer app's worker with the viewer shell, even offline", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${base()}/`);
    await waitForServiceWorker(page);
    const tab = await context.newPage();
    const online = await tab.goto(`${base()}/studio`);
    expect(online!.fromServiceWorker()).toBe(false);
    await tab.locator('#studio-root').waitFor({ state: 'attached' });

    await context.setOffline(true);
    const offline = await context.newPage();
    const answer = await offline.goto(`${base()}/studio/audit`).catch(() => null);
    expect(answer?.fromServiceWorker() ?? false).toBe(false);
    expect(await offline.locator('#root').count()).toBe(0);
    await context.close();
  });
});
