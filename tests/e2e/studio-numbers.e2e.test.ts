import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { registerViaApi, storeSession, unusedPhone, type RegisteredUser } from './session';
import { registerStaff, signInToStudio } from './studio-session';
import { playAndAdvance } from './watch-helpers';

/*
 * Issue 34's numbers (decision 069), driven as an admin and a viewer would: the admin opens
 * "Тоо баримт" and today's completion table is empty; a viewer plays a free episode and pauses
 * (the player's history write is the play's event); the admin asks again and finds the title
 * and episode in the table, today's plays as "< 5" (one viewer), never the number 1. A server of
 * its own: the staff command writes to its database, and no other test plays on it today.
 */

let server: RunningServer;
let browser: Browser;
let admin: RegisteredUser;
let viewer: RegisteredUser;
const base = () => server.url;

async function aFreeEpisode(): Promise<{ mediaId: number; id: number; title: string }> {
  const response = await fetch(`${base()}/api/m/episodes/1/0`);
  const { data } = (await response.json()) as {
    data: { id: number; anime_id: number; is_free: boolean }[];
  };
  const free = data.find((e) => e.is_free);
  expect(free).toBeDefined();
  const detail = await fetch(`${base()}/api/m/anime/detail/${free!.anime_id}/0`);
  const { data: media } = (await detail.json()) as { data: { title: string } };
  return { mediaId: free!.anime_id, id: free!.id, title: media.title };
}

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  admin = await registerStaff(server, 'admin', { first: 'Админ', last: 'Тоо' });
  viewer = await registerViaApi(base(), await unusedPhone(base()), { first: 'Үзэгч', last: 'Нэг' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the numbers room, as an admin and a viewer', () => {
  it('shows a play made in the test, as "< 5" for one viewer', async () => {
    const episode = await aFreeEpisode();

    const { context } = await newPage(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInToStudio(page, base(), admin, '/studio/numbers');
    await page.getByRole('heading', { name: 'Тоо баримт', level: 1 }).waitFor();
    const completion = page.getByRole('grid', { name: 'Кино, ангиар үзэж дуусгасан хувь' });
    await completion.getByText('Энэ хугацаанд мэдээлэл алга').waitFor();
    const days = page.getByRole('grid', { name: 'Өдөр бүрийн үзэлт' });
    await days.waitFor();

    const viewerSide = await newPage(browser);
    const vp = viewerSide.page;
    await vp.goto(`${base()}/`);
    await storeSession(vp, viewer);
    await vp.goto(`${base()}/watch/${episode.mediaId}/${episode.id}`);
    const saved = vp.waitForResponse(
      (res) =>
        res.request().method() === 'POST' &&
        new URL(res.url()).pathname === `/api/m/history/${viewer.id}` &&
        res.ok(),
    );
    await playAndAdvance(vp, 2);
    await vp.keyboard.press('k');
    await saved;

    // The event is written within a second of the play (decision 069): ask until it is there.
    const titleHeader = completion.getByRole('rowheader', { name: episode.title, exact: true });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Харах' }).click();
          return titleHeader.isVisible();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);
    const titleRow = completion.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: episode.title, exact: true }),
    });
    expect(await titleRow.getByRole('gridcell').allInnerTexts()).toEqual([
      'Кино',
      '< 5',
      '< 5',
      '< 5',
    ]);
    // Today's row (the last day before the total): one play, shown as "< 5".
    const rows = days.getByRole('row');
    const today = rows.nth((await rows.count()) - 2);
    expect((await today.getByRole('gridcell').allInnerTexts())[0]).toBe('< 5');

    expect(errors).toEqual([]);
    await context.close();
    await viewerSide.context.close();
  });
});
