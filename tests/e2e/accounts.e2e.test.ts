import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spec } from '../../contract/messages';
import { DESKTOP, PHONE, launchBrowser, newPage, readyDialog } from './browser';
import { injectScript } from './inject-script';
import { registerViaApi, unusedPhone, storeSession, type RegisteredUser } from './session';

/*
 * Accounts as a person meets them, against the real server and its sandbox SMS and e-mail
 * outboxes: registration (steps 1-2-3-4-5-7), logout through /user/logout, PIN login (6),
 * PIN reset (6-9-3), profile edit and PIN change, every validation text of the dialog, the
 * entry points and the user pages; on a 390 px phone and a 1280 px desktop.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const shots = process.env.SCREENSHOTS === '1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject('baseUrl');

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${base()}${path}`);
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const newPhone = () => unusedPhone(base());

const smsCode = async (phone: string) =>
  (await getJson<{ code: string }>(`/__dev/sms/${phone}`)).code;
const emailCode = async (email: string) =>
  (await getJson<{ code: string }>(`/__dev/email/${encodeURIComponent(email)}`)).code;

const dialog = readyDialog;
const header = (page: Page) => page.getByRole('banner');
const step = (page: Page, title: string) =>
  dialog(page).getByRole('heading', { name: title, exact: true }).waitFor();

/** The step's first box has focus; digits move along the boxes and Enter submits. */
async function typeCode(page: Page, digits: string, enter = true) {
  await page.waitForFunction(
    () =>
      document.activeElement instanceof HTMLInputElement &&
      !!document.activeElement.closest('[role="dialog"]'),
  );
  await page.keyboard.type(digits);
  if (enter) await page.keyboard.press('Enter');
}

async function clearBoxes(page: Page, count: number) {
  for (let i = 0; i < count; i++) await page.keyboard.press('Backspace');
}

async function openLogin(page: Page) {
  await header(page).getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
  await step(page, 'Нэвтрэх');
}

/** The header chip: first name and 'ID: n'. */
async function expectLoggedIn(page: Page, firstName: string, id?: number) {
  const chip = header(page).getByRole('button', { name: new RegExp(firstName) });
  await chip.waitFor();
  if (id !== undefined) await chip.getByText(`ID: ${id}`, { exact: true }).waitFor();
  await dialog(page).waitFor({ state: 'detached' });
}

async function logInWithPin(page: Page, phone: string, pin: string) {
  await openLogin(page);
  await typeCode(page, phone);
  await step(page, 'ПИН кодоор нэвтрэх');
  await typeCode(page, pin);
}

/** Toasts sit over the header's corner for a few seconds; a person would close them too. */
async function dismissToasts(page: Page) {
  const close = page.locator('section[aria-label="Мэдэгдлүүд"] [data-kind] button');
  while ((await close.count()) > 0) await close.first().click();
}

async function openSidebar(page: Page, firstName: string) {
  await dismissToasts(page);
  await header(page)
    .getByRole('button', { name: new RegExp(firstName) })
    .click();
  await dialog(page).getByRole('navigation', { name: 'Хэрэглэгчийн цэс' }).waitFor();
}

/** Logout is a full page load of /user/logout that lands home as a guest. */
async function logOut(page: Page, firstName: string) {
  const seen: string[] = [];
  const onNav = (frame: { url(): string; parentFrame(): unknown }) => {
    if (!frame.parentFrame()) seen.push(new URL(frame.url()).pathname);
  };
  page.on('framenavigated', onNav);
  await openSidebar(page, firstName);
  await dialog(page).getByRole('button', { name: 'Гарах' }).click();
  await page.waitForURL(`${base()}/`);
  await header(page).getByRole('button', { name: 'Нэвтрэх', exact: true }).waitFor();
  page.off('framenavigated', onNav);
  expect(seen).toContain('/user/logout');
  expect(await page.evaluate(() => window.location.pathname)).toBe('/');
}

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

async function axeViolations(page: Page, include: string): Promise<string[]> {
  await injectScript(page, axePath);
  const result = await page.evaluate<AxeResult>(
    `axe.run({ include: [${JSON.stringify(include)}] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })`,
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe.each(viewports)('accounts (%s)', (name, viewport) => {
  // Each step of an account's life is its own test, on its own new account, so one failing
  // step does not hide how the others fare.
  it('registers a new phone through steps 1-2-3-4-5-7, with every validation text', async () => {
    const phone = await newPhone();
    const email = `e2e-${phone}@example.mn`;
    const pin = '4826';
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${base()}/`);

    // Step 1: the phone. Too short first.
    await openLogin(page);
    await typeCode(page, phone.slice(0, 4));
    await dialog(page).getByText(spec.phoneInvalid).waitFor();
    if (name === 'desktop') expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-step1.png` });
    await typeCode(page, phone.slice(4));

    // Step 2: the SMS code, with the phone shown.
    await step(page, 'Утас баталгаажуулах');
    await dialog(page)
      .getByText(`${phone.slice(0, 4)} ${phone.slice(4)}`, { exact: false })
      .waitFor();
    await page.keyboard.press('Enter');
    await dialog(page).getByText(spec.wrongCode).waitFor();
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-step2.png` });
    await typeCode(page, await smsCode(phone));

    // Step 3: the PIN ('Пин илгээх'). Back to step 2 and on again: the used code still counts
    // (the server verifies a code once; asking again would be 'Код буруу байна!').
    await step(page, 'ПИН код үүсгэх');
    await dialog(page).getByRole('button', { name: 'Буцах' }).click();
    await step(page, 'Утас баталгаажуулах');
    await dialog(page).getByRole('button', { name: 'Баталгаажуулах' }).click();
    await step(page, 'ПИН код үүсгэх');
    expect(await dialog(page).getByText(spec.wrongCode).count()).toBe(0);
    // A common PIN is refused with the server's words.
    await dialog(page).getByRole('button', { name: 'Пин илгээх' }).waitFor();
    await typeCode(page, '1234');
    await dialog(page).getByText('Энэ ПИН код хэт түгээмэл байна', { exact: false }).waitFor();
    await clearBoxes(page, 4);
    await typeCode(page, pin);

    // Step 4: the e-mail ('Имэйл илгээх'): empty is 'Fail!', malformed the e-mail text.
    await step(page, 'Имэйл хаяг');
    await dialog(page).getByRole('button', { name: 'Имэйл илгээх' }).click();
    await dialog(page).getByText(spec.emailEmpty, { exact: true }).waitFor();
    await dialog(page).getByLabel('Имэйл').fill('not-an-email');
    await page.keyboard.press('Enter');
    await dialog(page).getByText(spec.wrongEmail).waitFor();
    await dialog(page).getByLabel('Имэйл').fill(email);
    await page.keyboard.press('Enter');

    // Step 5: the 6-digit e-mail code.
    await step(page, 'Имэйл баталгаажуулах');
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-step5.png` });
    await typeCode(page, await emailCode(email));

    // Step 7: names and terms; Enter on the terms box ticks it and submits.
    await step(page, 'Хувийн мэдээлэл');
    await dialog(page).getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
    await dialog(page).getByText(spec.lastNameRequired).waitFor();
    await dialog(page).getByText(spec.firstNameRequired).waitFor();
    await dialog(page).getByText(spec.termsRequired).waitFor();
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-step7.png` });
    await dialog(page).getByLabel('Овог').fill('Туршилт');
    await dialog(page).getByLabel('Нэр', { exact: true }).fill('Болор');
    await dialog(page).getByRole('checkbox').focus();
    await page.keyboard.press('Enter');

    // Logged in: the header shows the first name and the ID.
    const me = await page.evaluate(async () => {
      const open = indexedDB.open('keyval-store');
      const db = await new Promise<IDBDatabase>((resolve) => {
        open.onsuccess = () => resolve(open.result);
      });
      const read = (key: string) =>
        new Promise<unknown>((resolve) => {
          const req = db.transaction('keyval').objectStore('keyval').get(key);
          req.onsuccess = () => resolve(req.result);
        });
      return { token: await read('auth.token'), id: (await read('auth.userId')) as number };
    });
    expect(typeof me.token).toBe('string');
    await expectLoggedIn(page, 'Болор', me.id);
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-logged-in.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('logs out through /user/logout, then back in with the PIN (a wrong one first)', async () => {
    const user = await accountFor('Болор');
    const { context, page, errors } = await signedInPage(user, 'Болор');
    await logOut(page, 'Болор');
    await openLogin(page);
    await typeCode(page, user.phone);
    await step(page, 'ПИН кодоор нэвтрэх');
    await typeCode(page, '9182');
    await dialog(page).getByText(spec.wrongPin).waitFor();
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-step6.png` });
    await clearBoxes(page, 4);
    await typeCode(page, user.pin);
    await expectLoggedIn(page, 'Болор', user.id);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('resets the PIN through steps 6, 9 and 3, which logs in; the old PIN no longer works', async () => {
    const user = await accountFor('Болор');
    const resetPin = '7391';
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${base()}/`);
    await openLogin(page);
    await typeCode(page, user.phone);
    await step(page, 'ПИН кодоор нэвтрэх');
    await dialog(page).getByRole('button', { name: 'ПИН СЭРГЭЭХ' }).click();
    await step(page, 'ПИН сэргээх');
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-step9.png` });
    await typeCode(page, await smsCode(user.phone));
    await step(page, 'Шинэ ПИН код');
    await typeCode(page, resetPin);
    await expectLoggedIn(page, 'Болор', user.id);

    await logOut(page, 'Болор');
    await logInWithPin(page, user.phone, user.pin);
    await dialog(page).getByText(spec.wrongPin).waitFor();
    await clearBoxes(page, 4);
    await typeCode(page, resetPin);
    await expectLoggedIn(page, 'Болор', user.id);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('edits the profile: names are required, and the new first name shows in the header', async () => {
    const user = await accountFor('Болор');
    const { context, page, errors } = await signedInPage(user, 'Болор');
    await openSidebar(page, 'Болор');
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-sidebar.png` });
    await dialog(page).getByRole('button', { name: 'Профайл засах' }).click();
    await dialog(page).getByRole('heading', { name: 'Профайл засах' }).waitFor();
    await dialog(page).getByLabel('Нэр', { exact: true }).fill('');
    await dialog(page).getByLabel('Овог').fill('');
    await dialog(page).getByRole('button', { name: 'Хадгалах' }).click();
    await dialog(page).getByText(spec.profileIncomplete).waitFor();
    await dialog(page).getByLabel('Овог').fill('Туршилт');
    await dialog(page).getByLabel('Нэр', { exact: true }).fill('Сараа');
    await dialog(page).getByRole('radio', { name: 'Эмэгтэй' }).check();
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-profile.png` });
    await dialog(page).getByRole('button', { name: 'Хадгалах' }).click();
    await page.getByText(spec.pinSaved).first().waitFor();
    await page.keyboard.press('Escape');
    await expectLoggedIn(page, 'Сараа', user.id);
    expect((await getProfile(page, user.id)).first_name).toBe('Сараа');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('changes the PIN: a mismatch first, then a change proven by logging in with it', async () => {
    const user = await accountFor('Сараа');
    const changedPin = '5173';
    const { context, page, errors } = await signedInPage(user, 'Сараа');
    await openSidebar(page, 'Сараа');
    await dialog(page).getByRole('button', { name: 'ПИН солих' }).click();
    await dialog(page).getByRole('heading', { name: 'ПИН солих' }).waitFor();
    const group = (label: string) => dialog(page).getByRole('group', { name: label, exact: true });
    await group('Хуучин ПИН код').getByLabel('1-р орон').click();
    await typeCode(page, user.pin, false);
    await group('Шинэ ПИН код').getByLabel('1-р орон').click();
    await typeCode(page, changedPin, false);
    await group('Шинэ ПИН кодоо давтах').getByLabel('1-р орон').click();
    await typeCode(page, '5174');
    await dialog(page).getByText(spec.pinMismatch).waitFor();
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-pin.png` });
    await clearBoxes(page, 1);
    await typeCode(page, '3');
    await page.getByText(spec.pinSaved).first().waitFor();
    await dialog(page).getByRole('navigation', { name: 'Хэрэглэгчийн цэс' }).waitFor();
    await page.keyboard.press('Escape');
    await logOut(page, 'Сараа');
    await logInWithPin(page, user.phone, changedPin);
    await expectLoggedIn(page, 'Сараа', user.id);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  /** A registered account of its own (made through the API) for one test. */
  async function accountFor(firstName: string): Promise<RegisteredUser> {
    return registerViaApi(base(), await newPhone(), { first: firstName, last: 'Туршилт' });
  }

  /** A page at home with the account's session stored, as after a login. */
  async function signedInPage(user: RegisteredUser, firstName: string) {
    const opened = await newPage(browser, viewport);
    await opened.page.goto(`${base()}/policy`);
    await storeSession(opened.page, user);
    await opened.page.goto(`${base()}/`);
    await expectLoggedIn(opened.page, firstName, user.id);
    return opened;
  }

  it('entry points open the dialog at the right step; guests get the login prompt on user pages', async () => {
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${base()}/register`);
    await step(page, 'Бүртгүүлэх');
    await dialog(page).getByRole('button', { name: 'Бүртгүүлэх' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-register.png` });
    await dialog(page).getByRole('button', { name: 'Буцах' }).click();
    await step(page, 'Нэвтрэх');
    // Closes on Escape and on a click outside.
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await page.goto(`${base()}/login/qr`);
    await step(page, 'Нэвтрэх');
    await page.mouse.click(5, 5);
    await dialog(page).waitFor({ state: 'detached' });

    for (const path of ['/history', '/episode/liked', '/profile']) {
      await page.goto(`${base()}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Нэвтэрнэ үү' }).waitFor();
      await page.getByText(spec.loginRequired).waitFor();
    }
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-prompt.png` });
    await page.getByRole('main').getByRole('button', { name: 'Нэвтрэх' }).click();
    await step(page, 'Нэвтрэх');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a demo user sees their history, liked content, profile pages and the user sidebar', async () => {
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${base()}/`);
    await logInWithPin(page, '99119911', '2580');
    await expectLoggedIn(page, 'Батболд');

    await page.goto(`${base()}/history`);
    await page.getByRole('heading', { level: 1, name: 'Үзсэн түүх' }).waitFor();
    const history = page.getByRole('main').getByRole('listitem');
    await history.first().waitFor();
    expect(await history.count()).toBeGreaterThan(0);
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-history.png` });

    await page.goto(`${base()}/episode/liked`);
    await page.getByRole('heading', { level: 1, name: 'Таалагдсан контент' }).waitFor();
    const liked = page.getByRole('main').getByRole('listitem');
    await liked.first().waitFor();
    expect(await liked.count()).toBeGreaterThan(0);
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-liked.png` });

    await page.goto(`${base()}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Дорж Батболд' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Профайл засах' }).waitFor();
    if (shots)
      await page.screenshot({ path: `/tmp/accounts-${name}-profile-page.png`, fullPage: true });
    const nav = page.getByRole('navigation', { name: 'Профайлын цэс' });
    for (const [tab, heading] of [
      ['ПИН солих', 'ПИН солих'],
      ['И-баримт', 'И-баримт'],
      ['Миний эрх', 'Миний эрх'],
      ['Эрх сунгах', 'Эрх сунгах'],
      ['Үзсэн түүх', 'Үзсэн түүх'],
    ] as const) {
      await nav.getByRole('link', { name: tab }).click();
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await nav.getByRole('link', { name: 'Миний эрх' }).click();
    await page.getByRole('region', { name: 'Миний эрх' }).getByText('30 хоног').waitFor();
    if (shots) await page.screenshot({ path: `/tmp/accounts-${name}-fund.png` });
    if (name === 'desktop') expect(await axeViolations(page, 'main')).toEqual([]);

    // The sidebar's menu links are real navigations.
    await openSidebar(page, 'Батболд');
    await dialog(page).getByText('30 хоног').waitFor();
    if (name === 'desktop') expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog(page).getByRole('link', { name: 'Таалагдсан контент' }).click();
    await page.waitForURL(`${base()}/episode/liked`);
    await page.getByRole('heading', { level: 1, name: 'Таалагдсан контент' }).waitFor();

    // A session survives a reload (restored from IndexedDB via auth/me).
    await page.reload();
    await expectLoggedIn(page, 'Батболд');
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function getProfile(page: Page, id: number) {
  return page.evaluate(async (userId) => {
    const open = indexedDB.open('keyval-store');
    const db = await new Promise<IDBDatabase>((resolve) => {
      open.onsuccess = () => resolve(open.result);
    });
    const token = await new Promise<string>((resolve) => {
      const req = db.transaction('keyval').objectStore('keyval').get('auth.token');
      req.onsuccess = () => resolve(req.result as string);
    });
    const response = await fetch(`/api/m/auth/me/${userId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { data: { first_name: string } }).data;
  }, id);
}
