import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages, spec } from '../../contract/messages';
import type { Database } from '../../server/db/schema';
import { DESKTOP, newPage } from './browser';
import { closeModerationWorld, freeEpisode, openModerationWorld } from './moderation-world';
import type { RunningServer } from './server';
import { registerStaff, signInToStudio } from './studio-session';
import { registerViaApi, storeSession, unusedPhone, type RegisteredUser } from './session';

/*
 * Issue 34's moderation "done means", as a viewer and a moderator would do it: the viewer reports
 * a free episode and writes a comment on its watch page; the moderator (made one with
 * `npm run staff`) resolves the report with a note in /studio/moderation and the viewer's
 * notifications say so; the moderator hides the comment and the viewer's page shows it removed.
 * A server of its own: the staff command writes to that server's SQLite file.
 */

let server: RunningServer;
let browser: Browser;
let db: Kysely<Database>;
let viewer: RegisteredUser;
let moderator: RegisteredUser;
const stamp = Date.now().toString(36);
const DETAILS = `Дуу нь хоцорч байна ${stamp}`;
const COMMENT = `Муу үгтэй сэтгэгдэл ${stamp}`;
const REMOVED = 'Энэ сэтгэгдлийг журам зөрчсөн тул устгасан.';

beforeAll(async () => {
  ({ server, browser, db } = await openModerationWorld());
  viewer = await registerViaApi(server.url, await unusedPhone(server.url), {
    first: 'Үзэгч',
    last: 'Тест',
  });
  moderator = await registerStaff(server, 'moderator', { first: 'Модератор', last: 'Тест' });
});
afterAll(() => closeModerationWorld({ server, browser, db }));

async function viewerWatchPage(path: string): Promise<Page> {
  const { page } = await newPage(browser, DESKTOP);
  await page.goto(`${server.url}/policy`);
  await storeSession(page, viewer);
  await page.goto(`${server.url}${path}`);
  await page.getByRole('textbox', { name: 'Сэтгэгдэл бичих' }).waitFor();
  return page;
}

describe('the moderation room, as a viewer and a moderator', () => {
  it('resolves a report (the reporter is told) and hides a comment (the viewer sees it removed)', async () => {
    const { media, episode } = await freeEpisode(db);
    const watch = `/watch/${media}/${episode}`;
    const page = await viewerWatchPage(watch);

    // The viewer reports the episode and writes a comment.
    await page.getByRole('button', { name: 'Репорт' }).click();
    const report = page.getByRole('dialog', { name: 'Ангийн алдааг мэдэгдэх' });
    await report.getByText('Дуу, дүрс зөрж байна').click();
    await report.getByRole('textbox').fill(DETAILS);
    await report.getByRole('button', { name: 'Илгээх' }).click();
    await page.getByText(spec.reportSent).waitFor();
    // The dialog closes after the toast; until it is gone its "Илгээх" is a second such button.
    await report.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Сэтгэгдэл бичих' }).fill(COMMENT);
    await page.getByRole('button', { name: 'Илгээх' }).click();
    await page.getByRole('article').filter({ hasText: COMMENT }).waitFor();

    // The moderator finds the report among the open ones and resolves it with a note.
    const { context: staffContext } = await newPage(browser);
    const studio = await staffContext.newPage();
    const errors: string[] = [];
    studio.on('pageerror', (error) => errors.push(error.message));
    await signInToStudio(studio, server.url, moderator, '/studio/moderation');
    await studio.getByRole('heading', { name: 'Хяналт', level: 1 }).waitFor();
    const row = studio.getByRole('row').filter({ hasText: DETAILS });
    await row.waitFor();
    expect(await row.getByRole('link').first().getAttribute('href')).toBe(watch);
    // The reporter is named without their whole phone number.
    expect(await row.innerText()).not.toContain(viewer.phone);
    await row.getByRole('button', { name: /Төлөв солих/ }).click();
    const change = studio.getByRole('dialog');
    await change.getByLabel('Төлөв').selectOption('resolved');
    await change.getByRole('button', { name: 'Хадгалах' }).click();
    // A closing state asks for its note, said next to the field.
    await change.getByText('Шийдвэрлэх эсвэл хэрэгсэхгүй болгохдоо тайлбар бичнэ үү!').waitFor();
    await change.getByLabel('Тэмдэглэл').fill('Дууны файлыг сольсон');
    await change.getByRole('button', { name: 'Хадгалах' }).click();
    await change.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await studio.getByLabel('Төлөв').selectOption('resolved');
    await studio.getByRole('row').filter({ hasText: 'Дууны файлыг сольсон' }).waitFor();

    // The reporter's notifications say it was resolved, linking to the episode.
    await page.reload();
    const bell = page.locator('header').getByRole('button', { name: 'Мэдэгдэл', exact: true });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Мэдэгдэл' });
    const told = panel
      .getByRole('link')
      .filter({ hasText: notificationMessages.reportResolvedTitle });
    await told.waitFor();
    expect(await told.getAttribute('href')).toBe(watch);
    await page.keyboard.press('Escape');

    // The moderator finds the comment by its text and hides it with a reason.
    await studio.getByRole('link', { name: 'Сэтгэгдлүүд' }).click();
    await studio.getByRole('searchbox', { name: 'Сэтгэгдлийн текстээр хайх' }).fill(stamp);
    await studio.getByRole('searchbox', { name: 'Сэтгэгдлийн текстээр хайх' }).press('Enter');
    const comment = studio.getByRole('row').filter({ hasText: COMMENT });
    await comment.waitFor();
    await comment.getByRole('button', { name: 'Нуух' }).click();
    const hide = studio.getByRole('dialog', { name: 'Сэтгэгдлийг нуух уу?' });
    await hide.getByLabel('Шалтгаан').fill('Хараалын үг');
    await hide.getByRole('button', { name: 'Нуух' }).click();
    await hide.waitFor({ state: 'detached' });
    await comment.getByText('Нуусан: Хараалын үг').waitFor();

    // The viewer's page shows, in its place, that it was removed.
    await page.goto(`${server.url}${watch}`);
    await page.getByText(REMOVED).waitFor();
    expect(await page.getByText(COMMENT).count()).toBe(0);

    expect(errors).toEqual([]);
    await staffContext.close();
  });
});
