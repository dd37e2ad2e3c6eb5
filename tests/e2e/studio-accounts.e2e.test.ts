import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spec } from '../../contract/messages';
import { accountMessages } from '../../contract/studio/accounts-values';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { registerStaff, signInToStudio } from './studio-session';
import { registerViaApi, storeSession, unusedPhone, type RegisteredUser } from './session';

/*
 * Issue 34's accounts room, driven as finance staff and a viewer would (decision 064): a viewer
 * without access sees the buy prompt on a paid episode; finance (made one with `npm run staff`)
 * finds the viewer by phone in /studio/accounts, grants 30 days with a reason, and the viewer's
 * page plays at once; then finance ends the viewer's sessions and the viewer's next request
 * finds them signed out. A server of its own: the staff command writes to its database.
 */

let server: RunningServer;
let browser: Browser;
let finance: RegisteredUser;
let viewer: RegisteredUser;
const base = () => server.url;

/** A page of the studio: the viewer app's `goto` waits for the viewer's root, which it lacks. */
const studioPage = (context: BrowserContext) => context.newPage();

async function aPaidEpisode(): Promise<{ mediaId: number; id: number }> {
  const response = await fetch(`${base()}/api/m/episodes/1/0`);
  const { data } = (await response.json()) as {
    data: { id: number; anime_id: number; is_free: boolean }[];
  };
  const paid = data.find((e) => !e.is_free);
  expect(paid).toBeDefined();
  return { mediaId: paid!.anime_id, id: paid!.id };
}

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  finance = await registerStaff(server, 'finance', { first: 'Санхүү', last: 'Тест' });
  viewer = await registerViaApi(base(), await unusedPhone(base()), {
    first: 'Үзэгч',
    last: 'Эрхгүй',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the accounts room, as finance and a viewer', () => {
  it('grants days the viewer can watch with at once, then ends their sessions', async () => {
    const episode = await aPaidEpisode();
    const watch = `${base()}/watch/${episode.mediaId}/${episode.id}`;

    const viewerSide = await newPage(browser);
    const vp = viewerSide.page;
    await vp.goto(`${base()}/`);
    await storeSession(vp, viewer);
    await vp.goto(watch);
    await vp.getByText(spec.extendToWatch).waitFor();

    const { context } = await newPage(browser);
    const page = await studioPage(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInToStudio(page, base(), finance, '/studio/accounts');
    await page.getByRole('heading', { name: 'Хэрэглэгчид', level: 1 }).waitFor();

    await page.getByRole('searchbox', { name: 'Утас, ID эсвэл нэрээр хайх' }).fill(viewer.phone);
    await page.keyboard.press('Enter');
    const results = page.getByRole('grid', { name: 'Хайлтад тохирох хэрэглэгчид' });
    await results.getByRole('link', { name: viewer.phone }).click();
    await page.getByRole('heading', { name: `Үзэгч Эрхгүй · ${viewer.phone}`, level: 1 }).waitFor();
    await page.getByText('Эрх байхгүй').waitFor();

    const form = page.getByRole('form', { name: 'Хоног нэмэх, хасах' });
    await form.getByRole('spinbutton', { name: 'Хоног' }).fill('30');
    // A reason is required: the server names the field, and nothing changes.
    await form.getByRole('button', { name: 'Хадгалах' }).click();
    await form.getByText('Энэ талбарыг бөглөнө үү!').waitFor();
    await form.getByRole('textbox', { name: 'Шалтгаан' }).fill('Төлбөр орсон ч эрх нээгдээгүй');
    await form.getByRole('button', { name: 'Хадгалах' }).click();
    await form.getByRole('status').getByText(accountMessages.daysAdded(30)).waitFor();
    await page.getByText('30 хоног үлдсэн').waitFor();

    await vp.reload();
    await vp.getByRole('button', { name: 'Тоглуулах', exact: true }).first().waitFor();
    expect(await vp.getByText(spec.extendToWatch).count()).toBe(0);

    await page.getByRole('button', { name: 'Бүх нэвтрэлтийг дуусгах' }).click();
    const dialog = page.getByRole('dialog', { name: 'Бүх нэвтрэлтийг дуусгах уу?' });
    await dialog.getByRole('button', { name: 'Бүх нэвтрэлтийг дуусгах' }).click();
    await page.getByText(accountMessages.sessionsEnded(1)).waitFor();

    await vp.reload();
    await vp.getByText(spec.guestWatch).waitFor();
    const stored = await vp.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const open = indexedDB.open('keyval-store');
          open.onsuccess = () => {
            const get = open.result.transaction('keyval').objectStore('keyval').get('auth.token');
            get.onsuccess = () => resolve(get.result ?? null);
          };
        }),
    );
    expect(stored).toBeNull();

    expect(errors).toEqual([]);
    await context.close();
    await viewerSide.context.close();
  });
});
