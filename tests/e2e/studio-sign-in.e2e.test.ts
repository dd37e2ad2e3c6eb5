import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spec } from '../../contract/messages';
import { studioMessages } from '../../contract/studio/messages';
import { PHONE, launchBrowser, newPage, waitForServiceWorker } from './browser';
import { injectScript } from './inject-script';
import { startServer, type RunningServer } from './server';
import {
  codeAfter,
  lastSmsAt,
  registerStaff,
  signInToStudio,
  staffCommand,
} from './studio-session';
import { registerViaApi, unusedPhone, type RegisteredUser } from './session';

/*
 * The studio (docs/decisions/055-studio-app.md) as its first admin meets it: made admin on the
 * server machine (`npm run staff`), signed in at /studio with the PIN and the texted code, grants
 * a role, and finds it in the staff list and the audit log. A viewer with no role is refused in
 * words; /studio says noindex; the viewer app's worker never answers /studio with its shell.
 * A server of its own: the staff command writes to that server's database.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server: RunningServer;
let browser: Browser;
let admin: RegisteredUser;
let colleague: RegisteredUser;
let viewer: RegisteredUser;

const base = () => server.url;

beforeAll(async () => {
  // SQLite whatever the environment says: the staff command writes to the server's file.
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  const names = { first: 'Студи', last: 'Тест' };
  admin = await registerViaApi(base(), await unusedPhone(base()), names);
  colleague = await registerViaApi(base(), await unusedPhone(base()), names);
  viewer = await registerViaApi(base(), await unusedPhone(base()), names);
  await staffCommand(server, 'grant', admin.phone, 'admin');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function axeViolations(page: Page): Promise<string[]> {
  await injectScript(page, axePath);
  const result = await page.evaluate<{
    violations: { id: string; nodes: { target: string[] }[] }[];
  }>(`axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })`);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/**
 * Page errors and what the CSP refused (a console error), for a page that must have none. The
 * refusals the test asks for (a wrong code, an unknown phone: 422) are Chromium's resource
 * lines, left out.
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !/status of 422/.test(text)) errors.push(text);
  });
  return errors;
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

/** Until the room's lists and forms have come: no loading placeholder is left in it. */
async function loaded(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('main').getByText('Ачаалж байна…').count()).toBe(0);
}

/** What sticks out past the right edge of the window (a page a phone would scroll sideways). */
async function outOfWidth(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= edge) return [];
    return [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((element) => {
        const parent = element.parentElement!.getBoundingClientRect();
        if (element.getBoundingClientRect().right <= edge + 1 || parent.right > edge + 1) {
          return false;
        }
        // A wide table inside a box that scrolls sideways is that box's, not the page's.
        for (let box = element.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return false;
        }
        return true;
      })
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ''}`);
  });
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
    const errors = watchErrors(page);
    const before = await lastSmsAt(base(), admin.phone);
    await page.goto(`${base()}/studio`);
    await page.getByRole('heading', { name: 'Студид нэвтрэх' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, admin);
    await page.getByRole('heading', { name: 'Баталгаажуулах код' }).waitFor();
    await page.getByRole('status').filter({ hasText: studioMessages.codeSent }).waitFor();
    const code = await codeAfter(base(), admin.phone, before);
    // The code step starts at its first box: the person types on, as a keyboard user would.
    const firstBox = page.getByRole('group', { name: 'SMS код' }).locator('input').first();
    expect(await firstBox.evaluate((box) => box === document.activeElement)).toBe(true);
    // A wrong code first: said in words, and the code step stays.
    await page.keyboard.type(code === '0000' ? '1111' : '0000');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: spec.wrongCode }).waitFor();
    await firstBox.focus();
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
    expect(await axeViolations(page)).toEqual([]);
    // A grid: arrow keys go from row to row.
    await table.getByRole('row').nth(1).focus();
    await page.keyboard.press('ArrowDown');
    expect(
      await table
        .getByRole('row')
        .nth(2)
        .evaluate((r) => r === document.activeElement),
    ).toBe(true);

    // Revoked after a question: the colleague, with no role left, leaves the list.
    await row.getByRole('button', { name: `${colleague.phone}: Редактор эрхийг хасах` }).click();
    const question = page.getByRole('dialog', { name: 'Эрх хасах уу?' });
    await question.getByRole('button', { name: 'Хасах' }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => row.count()).toBe(0);

    await nav.getByRole('link', { name: 'Аудит' }).click();
    await page.getByRole('heading', { name: 'Аудит', level: 1 }).waitFor();
    await page.getByLabel('Хэн (ID эсвэл утас)').fill(admin.phone);
    await page.getByRole('button', { name: 'Шүүх' }).click();
    const audit = page.getByRole('grid', { name: /Аудитын бүртгэл/ });
    // Newest first: the revoke, then the grant, each with before → after.
    const entry = audit.getByRole('row').filter({ hasText: 'Эрх олгосон' }).first();
    await entry.getByText(`#${colleague.id}`).waitFor();
    expect(await entry.textContent()).toContain('(хоосон) → Редактор');
    const rows = await audit.getByRole('row').allTextContents();
    const revoked = rows.findIndex((text) => text.includes('Эрх хассан'));
    const granted = rows.findIndex((text) => text.includes('Эрх олгосон'));
    expect(revoked).toBeGreaterThan(0);
    expect(revoked).toBeLessThan(granted);
    expect(await axeViolations(page)).toEqual([]);
    expect(new URL(page.url()).searchParams.get('person')).toBe(admin.phone);

    await page.getByRole('button', { name: 'Гарах' }).click();
    await page.getByRole('heading', { name: 'Студид нэвтрэх' }).waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain(
      'btv.studio.session',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a wrong PIN, and a viewer with no role that the studio is not theirs', async () => {
    const { context } = await newPage(browser);
    const page = await context.newPage();
    await page.goto(`${base()}/studio`);
    await signIn(page, { ...viewer, pin: viewer.pin === '0000' ? '1111' : '0000' });
    await page.getByRole('alert').filter({ hasText: spec.wrongPin }).waitFor();
    await page.reload();
    await signIn(page, viewer);
    await page.getByRole('alert').filter({ hasText: studioMessages.noRole }).waitFor();
    expect(studioMessages.noRole).toBe('Танд студид ажиллах эрх байхгүй байна!');
    await context.close();
  });

  it("fits a phone's width in every room and every room's section, for an admin", async () => {
    const phoneAdmin = await registerStaff(server, 'admin', { first: 'Утас', last: 'Админ' });
    const { context } = await newPage(browser, PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInToStudio(page, base(), phoneAdmin, '/studio');
    const nav = page.getByRole('navigation', { name: 'Студийн хэсгүүд' });
    // The rooms are the list's links; the link back to the viewer's app is beside it.
    const roomLinks = nav.getByRole('list').getByRole('link');
    await roomLinks.first().waitFor();
    const rooms = await roomLinks.allTextContents();
    expect(rooms.length).toBeGreaterThanOrEqual(12);
    const wide: Record<string, string[]> = {};
    const check = async (where: string) => {
      const out = await outOfWidth(page);
      if (out.length) wide[where] = out;
    };
    for (const room of rooms) {
      const link = roomLinks.and(page.getByRole('link', { name: room, exact: true }));
      await link.click();
      await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await loaded(page);
      // A room's own sections come with its heading: each is opened as a person would.
      const sections = page.getByRole('main').getByRole('navigation');
      const names = await sections.getByRole('link').allTextContents();
      if (names.length === 0) await check(room);
      for (const section of names) {
        const sectionLink = sections.getByRole('link', { name: section, exact: true });
        await sectionLink.click();
        await expect.poll(() => sectionLink.getAttribute('aria-current')).toBe('page');
        await loaded(page);
        await check(`${room} / ${section}`);
      }
    }
    // The editors, the widest forms: a title with its cast, and an episode with its timeline.
    await nav.getByRole('link', { name: 'Каталог', exact: true }).click();
    await page.locator('main a[href^="/studio/catalogue/titles/"]').first().click();
    await page.getByRole('group', { name: 'Жүжигчид' }).waitFor();
    await loaded(page);
    await check('title editor');
    await page.locator('main a[href^="/studio/catalogue/episodes/"]').first().click();
    await page.getByRole('group', { name: 'Цагийн шугам' }).waitFor();
    await loaded(page);
    await check('episode editor');
    expect(wide).toEqual({});
    expect(errors).toEqual([]);
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
