import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../contract/studio/accounts-values';
import { mismatchNames, moneyMessages } from '../../contract/studio/money-values';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { registerStaff, signInToStudio } from './studio-session';
import { registerViaApi, storeSession, unusedPhone, type RegisteredUser } from './session';

/*
 * Issue 34's money, driven as finance and a viewer would (decision 068): a viewer rents a
 * theatre title through the QPay sandbox and plays it; finance refunds the payment from the
 * accounts room, and the media URLs the viewer's player was given are refused within a minute.
 * A second rental is paid at the sandbox while its callback is lost: finance runs the
 * reconciliation in "Санхүү", finds it, opens the access, and the viewer has the rental.
 * A server of its own: the staff command writes to its database.
 */

let server: RunningServer;
let browser: Browser;
let finance: RegisteredUser;
let viewer: RegisteredUser;
const base = () => server.url;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base()}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${viewer.token}`,
      ...init.headers,
    },
  });
  return (await response.json()) as T;
}

/** Priced theatre titles with a recording, from the seed through the viewer's API. */
async function rentableTitles(): Promise<number[]> {
  const list = await api<{ data: { data: { id: number }[] } }>('/api/m/movies/web?page=1', {
    method: 'POST',
    body: JSON.stringify({ type: 'theatre' }),
  });
  const ids: number[] = [];
  for (const card of list.data.data) {
    const movie = await api<{ data: { kind: string; has_price: boolean; has_video: boolean } }>(
      `/api/m/movie/${card.id}`,
    );
    if (movie.data.kind === 'theatre' && movie.data.has_price && movie.data.has_video) {
      ids.push(card.id);
    }
  }
  return ids;
}

/** An invoice for the title, paid at the sandbox with QPay's callback lost: the bill. */
async function paidWithoutCallback(movieId: number): Promise<string> {
  const invoice = await api<{ status: boolean; bill?: string }>(
    `/api/qpay/invoice/${viewer.id}/${movieId}/movie`,
  );
  expect(invoice.status, JSON.stringify(invoice)).toBe(true);
  const bill = invoice.bill!;
  const paid = await fetch(`${base()}/qpay-sandbox/pay/${bill}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ callback: false }),
  });
  expect(paid.ok).toBe(true);
  return bill;
}

const rented = async (movieId: number) =>
  (await api<{ status: boolean }>(`/api/m/tvod/check/${viewer.id}/${movieId}`)).status;

async function studioAs(
  who: RegisteredUser,
  path: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context } = await newPage(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInToStudio(page, base(), who, path);
  return { context, page, errors };
}

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  finance = await registerStaff(server, 'finance', { first: 'Санхүү', last: 'Буцаалт' });
  viewer = await registerViaApi(base(), await unusedPhone(base()), {
    first: 'Түрээслэгч',
    last: 'Тест',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('money in the studio, as finance and a viewer', () => {
  it('refunds a rental, and the media URLs the viewer was given are refused', async () => {
    const [movieId] = await rentableTitles();
    expect(movieId).toBeDefined();
    const bill = await paidWithoutCallback(movieId!);
    // The viewer's own "Шалгах" grants it.
    await api(`/api/qpay/check/${bill}`);
    expect(await rented(movieId!)).toBe(true);

    const viewerSide = await newPage(browser);
    const vp = viewerSide.page;
    const media: string[] = [];
    vp.on('response', (response) => {
      if (response.url().includes('/media/') && response.status() === 200)
        media.push(response.url());
    });
    await vp.goto(`${base()}/`);
    await storeSession(vp, viewer);
    await vp.goto(`${base()}/theatre/watch/${movieId}`);
    await vp.locator('video').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => media.some((url) => /\.m4s|chunk/.test(url)), { timeout: 30_000 })
      .toBe(true);
    const segment = media.find((url) => /\.m4s|chunk/.test(url))!;
    expect((await fetch(segment)).status).toBe(200);

    const { context, page, errors } = await studioAs(finance, '/studio/accounts');
    await page.getByRole('heading', { name: 'Хэрэглэгчид', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Утас, ID эсвэл нэрээр хайх' }).fill(viewer.phone);
    await page.keyboard.press('Enter');
    const results = page.getByRole('grid', { name: 'Хайлтад тохирох хэрэглэгчид' });
    await results.getByRole('link', { name: viewer.phone }).click();
    await page
      .getByRole('heading', { name: `Түрээслэгч Тест · ${viewer.phone}`, level: 1 })
      .waitFor();

    await page.getByRole('button', { name: `${bill}: Буцаах` }).click();
    const dialog = page.getByRole('dialog', { name: 'Төлбөрийг QPay-ээр буцаах уу?' });
    // A reason is required: the server names the field, and nothing is refunded.
    await dialog.getByRole('button', { name: 'Буцаах' }).click();
    await dialog.getByText('Энэ талбарыг бөглөнө үү!').waitFor();
    expect(await rented(movieId!)).toBe(true);
    await dialog.getByRole('textbox', { name: 'Шалтгаан' }).fill('Үзэгч буруу гарчиг түрээсэлсэн');
    await dialog.getByRole('button', { name: 'Буцаах' }).click();
    await dialog.waitFor({ state: 'detached' });
    const amount = Number(
      /(\d[\d,]*)₮/.exec(await page.getByText(/₮ буцаалаа/).innerText())?.[1]?.replace(/,/g, ''),
    );
    await page.getByText(accountMessages.refunded(amount)).waitFor();
    // The refunded invoice offers no second refund.
    expect(await page.getByRole('button', { name: `${bill}: Буцаах` }).count()).toBe(0);

    expect(await rented(movieId!)).toBe(false);
    // Within a minute, the URL the player was given is refused.
    await expect
      .poll(async () => (await fetch(segment)).status, { timeout: 60_000, interval: 1000 })
      .toBe(403);

    expect(errors).toEqual([]);
    await context.close();
    await viewerSide.context.close();
  });

  it('finds a payment whose callback was lost and opens its access once', async () => {
    const titles = await rentableTitles();
    const movieId = titles.find((id) => id !== titles[0]) ?? titles[0]!;
    const bill = await paidWithoutCallback(movieId);
    expect(await rented(movieId)).toBe(false);

    const { context, page, errors } = await studioAs(finance, '/studio/money');
    await page.getByRole('heading', { name: 'QPay-тэй тулгалт' }).waitFor();
    await page.getByRole('button', { name: 'Одоо тулгах' }).click();
    const findings = page.getByRole('grid', { name: 'Шийдвэрлээгүй зөрүүнүүд' });
    const row = findings.getByRole('row').filter({ hasText: bill });
    await row.getByText(mismatchNames['paid-not-granted']).waitFor();

    await row.getByRole('button', { name: `${bill}: Эрх нээх` }).click();
    const dialog = page.getByRole('dialog', { name: 'Эрхийг нээх үү?' });
    await dialog.getByRole('textbox', { name: 'Шалтгаан' }).fill('QPay-ийн мэдэгдэл ирээгүй');
    await dialog.getByRole('button', { name: 'Эрх нээх' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(moneyMessages.granted).waitFor();
    await findings.getByText('Шийдвэрлээгүй зөрүү алга.').waitFor();
    expect(await rented(movieId)).toBe(true);

    // Run again: the settled payment is not found a second time.
    await page.getByRole('button', { name: 'Одоо тулгах' }).click();
    await page
      .getByRole('status')
      .getByText(/QPay-тэй тулгалаа\. Зөрүү олдсонгүй$/)
      .waitFor();
    expect(await findings.getByRole('row').filter({ hasText: bill }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
