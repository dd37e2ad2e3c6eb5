import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { spec } from '@contract/messages';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { axeViolations } from './payment-axe';
import { loginViaApi, storeSession, type ApiSession } from './session';

/**
 * docs/product.md §2 "Rental flow" end to end through the built-in QPay sandbox: price → QR with the
 * bank apps → the sandbox pays → 'Шалгах' grants → the page reloads into the player; and every
 * error text of the flow by making the sandbox fail each call.
 */
const baseUrl = inject('baseUrl');
const USER = { phone: '99119911', pin: '2580' };
const SHOTS = process.env.PAY_SHOTS === '1';

let browser: Browser;
let titles: number[] = [];

interface Card {
  id: number;
}
interface MovieAnswer {
  id: number;
  kind: string;
  has_price: boolean;
  has_video: boolean;
  price: number;
}

async function api<T>(path: string, session: ApiSession, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.token}`,
      ...init.headers,
    },
  });
  return (await response.json()) as T;
}

/** Priced theatre titles with a recording that the user has not rented (from the seed, via the API). */
async function rentableTitles(session: ApiSession): Promise<number[]> {
  const list = await api<{ data: { data: Card[] } }>('/api/m/movies/web?page=1', session, {
    method: 'POST',
    body: JSON.stringify({ type: 'theatre' }),
  });
  const ids: number[] = [];
  for (const card of list.data.data) {
    const movie = await api<{ data: MovieAnswer }>(`/api/m/movie/${card.id}`, session);
    if (movie.data.kind !== 'theatre' || !movie.data.has_price || !movie.data.has_video) continue;
    const rental = await api<{ status: boolean }>(
      `/api/m/tvod/check/${session.id}/${card.id}`,
      session,
    );
    if (!rental.status) ids.push(card.id);
  }
  return ids;
}

function sandboxFail(op: 'invoice' | 'check' | 'all', mode: string, msg?: string) {
  return fetch(`${baseUrl}/qpay-sandbox/fail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(msg ? { op, mode, msg } : { op, mode }),
  }).then((r) => expect(r.ok).toBe(true));
}

async function open(viewport: typeof PHONE, path: string) {
  const session = await loginViaApi(baseUrl, USER.phone, USER.pin);
  const opened = await newPage(browser, viewport);
  await opened.page.goto(`${baseUrl}/policy`);
  await storeSession(opened.page, session);
  await opened.page.goto(`${baseUrl}${path}`);
  return { ...opened, session };
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `/tmp/pay-${name}.png` });
}

/** Presses 'Төлөх' and answers the invoice's bill once step 2 is on screen. */
async function payToQr(page: Page): Promise<string> {
  const invoice = page.waitForResponse((r) => r.url().includes('/api/qpay/invoice/'));
  await page.getByRole('button', { name: 'Төлөх', exact: true }).click();
  const body = (await (await invoice).json()) as { bill: string };
  await page.getByRole('dialog').waitFor();
  return body.bill;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await loginViaApi(baseUrl, USER.phone, USER.pin);
  titles = await rentableTitles(session);
  expect(titles.length).toBeGreaterThanOrEqual(3);
});

afterEach(async () => {
  await sandboxFail('all', 'none');
});

afterAll(async () => {
  await browser?.close();
});

describe('renting a theatre title with QPay', () => {
  it.each([
    ['phone', PHONE, 0],
    ['desktop', DESKTOP, 1],
  ] as const)('rents through the sandbox and plays (%s)', async (name, viewport, index) => {
    const id = titles[index]!;
    const { context, page, errors } = await open(viewport, `/theatre/watch/${id}`);

    // Step 1: the rental period and the price, pay and 'Болих'.
    await page.getByText(/^(5|72) цагийн түрээсийн үнэ$/).waitFor();
    expect(await page.getByText(/₮$/).first().innerText()).toMatch(/\d/);
    expect(await page.getByRole('link', { name: 'Болих' }).getAttribute('href')).toBe(
      `/theatre/detail/${id}`,
    );
    await shot(page, `${name}-step1`);
    expect(await axeViolations(page, ['[data-rental-flow]'])).toEqual([]);

    // Step 2: the QR, nine bank apps, the 90 s warning and countdown.
    const bill = await payToQr(page);
    const dialog = page.getByRole('dialog');
    const qr = dialog.getByRole('img', { name: 'QPay төлбөрийн QR код' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);
    const banks = dialog.getByRole('region', { name: 'Банкны аппаар төлөх' }).getByRole('link');
    expect(await banks.count()).toBe(9);
    for (const href of await banks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^[a-z][a-z0-9+.-]*:\/\/q\?qPay_QRcode=/);
    }
    if (name === 'phone') {
      const box = await banks.first().boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await dialog.getByText('QR код 90 секундын турш хүчинтэй.').waitFor();
    expect(Number(await dialog.getByRole('timer').innerText())).toBeGreaterThan(80);
    await shot(page, `${name}-step2`);
    expect(await axeViolations(page, ['[role="dialog"]'])).toEqual([]);

    // The sandbox pays without notifying us, so the grant comes from 'Шалгах'.
    const paid = await fetch(`${baseUrl}/qpay-sandbox/pay/${bill}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ callback: false }),
    });
    expect(paid.ok).toBe(true);
    await dialog.getByRole('button', { name: 'Шалгах' }).click();

    // Step 3: success, then the page reloads into the player.
    await dialog.getByRole('heading', { name: 'Төлбөр амжилттай' }).waitFor();
    await dialog.getByText('Төлбөр амжилттай төлөгдлөө.').waitFor();
    await shot(page, `${name}-step3`);
    await page.waitForEvent('load', { timeout: 10_000 });
    await page.locator('video').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-rental-flow]').count()).toBe(0);
    await shot(page, `${name}-player`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('step 1 inside the watch page', () => {
  it.each([
    ['tablet', { width: 820, height: 1180 }],
    ['desktop', DESKTOP],
  ] as const)('fits the 16:9 gate without clipping (%s)', async (_name, viewport) => {
    const { context, page } = await open(viewport, `/theatre/watch/${titles[2]!}`);
    await page.getByText(/цагийн түрээсийн үнэ$/).waitFor();
    const stage = await page.locator('[data-state="gate"]').boundingBox();
    for (const name of ['Төлөх', 'Болих', 'Буцах']) {
      const control = page.getByRole(name === 'Төлөх' ? 'button' : 'link', { name, exact: true });
      const box = await control.boundingBox();
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(stage!.y + stage!.height);
      expect(box!.height, name).toBeGreaterThanOrEqual(40);
    }
    await shot(page, `fit-${_name}`);
    await context.close();
  });
});

describe('every error text of the rental flow', () => {
  it("says 'Алдаа гарлаа' when the invoice call fails", async () => {
    const id = titles[2]!;
    await sandboxFail('invoice', 'http500');
    const { context, page } = await open(DESKTOP, `/theatre/watch/${id}`);
    await page.getByRole('button', { name: 'Төлөх', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: spec.error }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'error-invoice');
    await context.close();
  });

  it("shows the provider's refusal msg", async () => {
    const id = titles[2]!;
    const refusal = 'Гүйлгээ түр хаалттай байна.';
    await sandboxFail('invoice', 'status-false', refusal);
    const { context, page } = await open(PHONE, `/theatre/watch/${id}`);
    await page.getByRole('button', { name: 'Төлөх', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    const pay = page.getByRole('button', { name: 'Төлөх', exact: true });
    expect(await pay.getAttribute('aria-disabled')).toBeNull();
    await shot(page, 'error-refused');
    await context.close();
  });

  it("cancels to step 1 with 'Алдаа гарлаа' / 'Шалгахад алдаа гарлаа' when the check fails", async () => {
    const id = titles[2]!;
    const { context, page } = await open(DESKTOP, `/theatre/watch/${id}`);
    await payToQr(page);
    await sandboxFail('check', 'http500');
    await page.getByRole('dialog').getByRole('button', { name: 'Шалгах' }).click();
    const alert = page.getByRole('alert').filter({ hasText: spec.checkFailed });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(spec.error);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText(/цагийн түрээсийн үнэ$/).waitFor();
    await shot(page, 'error-check');
    await context.close();
  });
});
