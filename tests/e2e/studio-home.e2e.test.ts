import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './server';
import { registerStaff, signInToStudio } from './studio-session';
import type { RegisteredUser } from './session';

/*
 * The home room (decision 057), as an editor would use it: signed in with PIN and the texted
 * code, the editor adds a big slide to set 1 pointing at a title picked by name, moves it to the
 * top with the keyboard, and the viewer's home shows it as the first slide of the hero carousel.
 */

let server: RunningServer;
let browser: Browser;
let editor: RegisteredUser;
const SLIDE = `Шинэ том слайд ${Date.now() % 100_000}`;
const base = () => server.url;

/** A published title of the seed, by name: the first of the home's category rows. */
async function aTitle(): Promise<{ id: number; title: string }> {
  const response = await fetch(`${base()}/api/m/media/home/cat`);
  const rows = ((await response.json()) as { data: { media: { id: number; title: string }[] }[] })
    .data;
  return rows[0]!.media[0]!;
}

beforeAll(async () => {
  server = await startServer({ DATABASE_URL: '' });
  browser = await launchBrowser();
  editor = await registerStaff(server, 'editor', { first: 'Редактор', last: 'Нүүр' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the home room of the studio', () => {
  it('adds a big slide pointing at a title, moves it first, and the viewer home shows it first', async () => {
    const title = await aTitle();
    const { context } = await newPage(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInToStudio(page, base(), editor, '/studio/home');
    await page.getByRole('heading', { name: 'Нүүр хуудас', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: '1 — Том слайд (нүүрний эхэнд)' });
    await list.waitFor();
    const before = await list.getByRole('listitem').count();

    const form = page.getByRole('form', { name: 'Слайд нэмэх' });
    await form.getByLabel('Гарчиг', { exact: true }).fill(SLIDE);
    await form.getByLabel('Бүтээл хайх').fill(title.title);
    const pick = form.getByLabel('Бүтээл', { exact: true });
    await expect
      .poll(() => pick.locator(`option[value="${title.id}"]`).count(), { timeout: 10_000 })
      .toBe(1);
    await pick.selectOption(String(title.id));
    await form.getByRole('button', { name: 'Хадгалах' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(before + 1);
    await expect.poll(() => list.getByRole('listitem').last().textContent()).toContain(SLIDE);

    // Up, by keyboard, until it leads the set.
    for (let i = 0; i < before; i++) {
      const up = page.getByRole('button', { name: `«${SLIDE}»-г дээш зөөх` });
      await expect.poll(() => up.isEnabled()).toBe(true);
      await up.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(async () =>
          (await list.getByRole('listitem').allTextContents()).findIndex((t) => t.includes(SLIDE)),
        )
        .toBe(before - 1 - i);
    }
    expect(await list.getByRole('listitem').first().textContent()).toContain(SLIDE);
    expect(errors).toEqual([]);

    const viewer = await newPage(browser);
    await viewer.page.goto(`${base()}/`);
    const first = viewer.page.getByRole('group', { name: /^1 \/ \d+$/ }).first();
    await first.getByRole('heading', { name: SLIDE }).waitFor({ timeout: 15_000 });
    await viewer.context.close();
    await context.close();
  });
});
