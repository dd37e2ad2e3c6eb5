import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extra } from '../../contract/messages';
import { SPRAY_MAX_PHONES } from '../../server/domain/throttle';
import { DESKTOP, launchBrowser, newPage, readyDialog } from './browser';
import { startServer, type RunningServer } from './server';

/*
 * Issue 13 point 2 in a real browser: the device cookie a login sets is HttpOnly, SameSite=Strict
 * and scoped to the login call, the browser sends it on the dialog's login fetch by itself, and
 * so a browser that signed in before still gets in after its address was blocked for spraying
 * PINs across phones, while a new browser behind the same address is refused. Its own server:
 * the spray blocks 127.0.0.1, which every e2e test shares.
 */

let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const USER = { phone: '99119911', pin: '2580', first: 'Батболд' };
const dialog = readyDialog;

async function logIn(page: Page) {
  await page.goto(`${server.url}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
  await dialog(page).getByRole('heading', { name: 'Нэвтрэх', exact: true }).waitFor();
  await page.keyboard.type(USER.phone);
  await page.keyboard.press('Enter');
  await dialog(page).getByRole('heading', { name: 'ПИН кодоор нэвтрэх', exact: true }).waitFor();
  await page.keyboard.type(USER.pin);
  await page.keyboard.press('Enter');
}

const loggedIn = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(USER.first) })
    .waitFor();

describe('device cookie', () => {
  it('lets a browser that signed in before through a sprayed address; a new browser is refused', async () => {
    const known = await newPage(browser, DESKTOP);
    await logIn(known.page);
    await loggedIn(known.page);
    const cookie = (await known.context.cookies()).find((c) => c.name.startsWith('btv_device_'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/m/login' });
    expect(await known.page.evaluate(() => document.cookie)).not.toContain('btv_device_');
    await known.page.goto(`${server.url}/user/logout`);
    await known.page.getByRole('banner').getByRole('button', { name: 'Нэвтрэх' }).waitFor();

    // A spray of wrong PINs over many phones from this address (127.0.0.1, like the browsers).
    for (let i = 0; i < SPRAY_MAX_PHONES; i++) {
      const response = await fetch(`${server.url}/api/m/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: String(70_100_000 + i), password: '9182' }),
      });
      expect(response.status).toBe(401);
    }

    const fresh = await newPage(browser, DESKTOP);
    await logIn(fresh.page);
    await dialog(fresh.page).getByText(extra.tooManyRequests).waitFor();

    await logIn(known.page);
    await loggedIn(known.page);
    expect(known.errors).toEqual([]);
    await known.context.close();
    await fresh.context.close();
  });
});
