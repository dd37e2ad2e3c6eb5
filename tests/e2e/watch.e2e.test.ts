import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spec } from '../../contract/messages';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import {
  PAID,
  ZERO,
  apiLogin,
  base,
  choose,
  getJson,
  playAndAdvance,
  readKey,
  seedEpisodes,
  storeSession,
  videoTime,
  type DemoUser,
  type SeedEpisodes,
} from './watch-helpers';
import { injectScript } from './inject-script';

/*
 * Watching as a person does, against the real server and its seed: playback, preferences that
 * survive a reload, the permission messages, resume, the next-episode countdown, and comments,
 * replies, comment likes and reports; on a 390 px phone and a 1280 px desktop.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const shots = process.env.SCREENSHOTS === '1';

let browser: Browser;
let eps: SeedEpisodes;

beforeAll(async () => {
  browser = await launchBrowser();
  eps = await seedEpisodes();
});
afterAll(async () => {
  await browser?.close();
});

const watchPath = (episode: number) => `/watch/${eps.mediaId}/${episode}`;

async function open(viewport: typeof DESKTOP, user: DemoUser | null, path: string) {
  const { context, page, errors } = await newPage(browser, viewport);
  if (process.env.WATCH_DEBUG) page.on('console', (m) => console.log(m.type(), m.text()));
  if (user) await storeSession(page, await apiLogin(user));
  await page.goto(`${base()}${path}`);
  return { context, page, errors };
}

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `/tmp/player-${name}.png` });
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('on a %s', (label, viewport) => {
  it('plays an episode: the time advances', async () => {
    const { context, page, errors } = await open(viewport, PAID, watchPath(eps.free[0]!));
    await playAndAdvance(page, 1.5);
    expect(await videoTime(page)).toBeGreaterThan(1.5);
    expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(false);
    await shot(page, `playing-${label}`);
    if (label === 'desktop') {
      // YouTube's keys: K pauses, J goes 10 s back, ? lists them all.
      await page.keyboard.press('k');
      await page.waitForFunction(() => document.querySelector('video')?.paused === true);
      const before = await videoTime(page);
      await page.keyboard.press('j');
      await page.waitForFunction(
        (t) => (document.querySelector('video')?.currentTime ?? t) < t,
        before,
      );
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Товчлуурын тусламж' });
      await help.waitFor();
      expect(await help.innerText()).toContain('Тоглуулах / зогсоох');
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a guest to log in, with login and register links', async () => {
    const { context, page } = await open(viewport, null, watchPath(eps.free[0]!));
    await page.getByText(spec.guestWatch).waitFor();
    const login = page.getByRole('link', { name: 'Нэвтрэх' }).last();
    // Opened on their own (a new tab) the links come back here (?next=).
    const back = encodeURIComponent(watchPath(eps.free[0]!));
    expect(await login.getAttribute('href')).toBe(`/login/qr?next=${back}`);
    const register = page.getByRole('link', { name: 'Бүртгүүлэх' });
    expect(await register.getAttribute('href')).toBe(`/register?next=${back}`);
    expect(await page.locator('video').count()).toBe(0);
    await shot(page, `guest-${label}`);
    // The link opens the login dialog right here, so the viewer comes back to the episode.
    await login.click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe(watchPath(eps.free[0]!));
    await context.close();
  });
});

/** NEXT_COUNTDOWN_SEC of src/features/watch/components/next-countdown.tsx. */
const NEXT_COUNTDOWN_MS = 10_000;

describe('on a desktop', () => {
  it('keeps the chosen quality, sound, subtitles and speed after a reload', async () => {
    const { context, page } = await open(DESKTOP, PAID, watchPath(eps.free[1]!));
    await playAndAdvance(page, 0.5);
    await choose(page, 'Чанар', '480p');
    await choose(page, 'Дуу', 'Англи');
    await choose(page, 'Хадмал', 'Монгол');
    await choose(page, 'Хурд', '1.5×');
    const video = page.locator('video');
    await page.waitForFunction(() => document.querySelector('video')?.dataset.quality === '480');
    await page.waitForFunction(() => document.querySelector('video')?.dataset.audio === 'en');
    // The Mongolian subtitle is AES-encrypted on the server: text on screen proves decryption.
    await page.locator('[data-captions]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-captions]').innerText()).toMatch(/[А-Яа-яӨөҮү]/);
    // Preferences are written to IndexedDB after the choice shows: wait for the write.
    await expect.poll(() => readKey(page, 'pref.quality')).toBe(0);
    await expect.poll(() => readKey(page, 'pref.sound')).toBe('en');
    await expect.poll(() => readKey(page, 'pref.sub')).toBe('mn');
    await expect.poll(() => readKey(page, 'pref.speed')).toBe(1.5);
    await shot(page, 'prefs-before-reload');

    await page.reload();
    await playAndAdvance(page, 0.5);
    await page.waitForFunction(() => document.querySelector('video')?.dataset.quality === '480');
    // Each preference is applied as the player reaches it (the sound once its tracks are known):
    // polled, as a person would see them arrive, not read in the instant the quality did.
    await expect.poll(() => video.getAttribute('data-audio')).toBe('en');
    await expect.poll(() => video.getAttribute('data-subtitle')).toBe('mn');
    // Loading a source resets the element's rate to its default: the saved speed must survive it.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
    await page.locator('[data-captions]').waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Видео тоглуулагч' }).hover();
    // By keyboard: a layer over the picture (the resume prompt) may still catch the pointer.
    await page.getByRole('button', { name: 'Тохиргоо' }).press('Enter');
    const settings = page.getByRole('menu', { name: 'Тохиргоо' });
    expect(await settings.innerText()).toMatch(/480p[\s\S]*Англи[\s\S]*Монгол[\s\S]*1\.5×/);
    await shot(page, 'prefs-after-reload');
    await context.close();
  });

  it('styles subtitles as chosen (size, colour, background) and keeps the style after a reload', async () => {
    const { context, page } = await open(DESKTOP, PAID, watchPath(eps.free[0]!));
    await playAndAdvance(page, 0.5);
    await choose(page, 'Хадмал', 'Монгол');
    const cue = page.locator('[data-captions] span').first();
    await cue.waitFor({ timeout: 15_000 });
    const look = () =>
      cue.evaluate((el) => {
        const style = getComputedStyle(el);
        return { colour: style.color, background: style.backgroundColor, size: style.fontSize };
      });
    const before = await look();
    await choose(page, 'Хадмалын хэмжээ', 'Маш том');
    await choose(page, 'Хадмалын өнгө', 'Шар');
    await choose(page, 'Хадмалын дэвсгэр', 'Байхгүй');
    // All three choices drawn: each is its own menu, and a busy machine drew the colour before
    // the background.
    await page.waitForFunction(() => {
      const style = getComputedStyle(document.querySelector('[data-captions] span')!);
      return style.color === 'rgb(255, 225, 77)' && style.backgroundColor === 'rgba(0, 0, 0, 0)';
    });
    const chosen = await look();
    expect(chosen.background).toBe('rgba(0, 0, 0, 0)');
    expect(parseFloat(chosen.size)).toBeGreaterThan(parseFloat(before.size) * 1.5);
    await expect.poll(() => readKey(page, 'pref.captionColour')).toBe('yellow');

    await page.reload();
    await playAndAdvance(page, 0.5);
    await cue.waitFor({ timeout: 15_000 });
    expect(await look()).toEqual(chosen);
    await shot(page, 'caption-style');
    await context.close();
  });

  it('tells a user with 0 days to renew on a non-free episode', async () => {
    const { context, page } = await open(DESKTOP, ZERO, watchPath(eps.paid[0]!));
    await page.getByText(spec.extendToWatch).waitFor();
    const renew = page.getByRole('link', { name: 'Эрх сунгах' });
    expect(await renew.getAttribute('href')).toBe('/pack');
    expect(await page.locator('video').count()).toBe(0);
    await shot(page, 'zero-days');
    await context.close();
  });

  it("says 'Уучлаарай бичлэг олдсонгүй' for a theatre title without video", async () => {
    const results = await getJson<{ id: number; title: string }[]>(
      `/api/search?q=${encodeURIComponent('Хаврын салхи')}`,
    );
    const title = results.find((r) => r.title === 'Хаврын салхи');
    expect(title).toBeDefined();
    const { context, page } = await open(DESKTOP, PAID, `/theatre/watch/${title!.id}`);
    await page.getByText(spec.videoMissing).waitFor();
    const back = page.getByRole('link', { name: 'Буцах' });
    expect(await back.getAttribute('href')).toBe(`/theatre/detail/${title!.id}`);
    await shot(page, 'video-missing');
    await context.close();
  });

  it('resumes at the saved position after a reload, and saves it on the server', async () => {
    const session = await apiLogin(PAID);
    const { context, page } = await newPage(browser, DESKTOP);
    await storeSession(page, session);
    const episode = eps.paid[2]!;
    await page.goto(`${base()}${watchPath(episode)}`);
    await playAndAdvance(page, 5);
    // Pausing saves the position on the server (historyWrite) and in IndexedDB.
    const serverSaved = page.waitForResponse(
      (res) =>
        res.request().method() === 'POST' &&
        new URL(res.url()).pathname === `/api/m/history/${session.id}` &&
        (JSON.parse(res.request().postData() ?? '{}') as { position_sec?: number }).position_sec! >=
          5,
    );
    await page.keyboard.press('k');
    await page.waitForFunction(() => document.querySelector('video')?.paused === true);
    const saved = await videoTime(page);
    await serverSaved;
    await expect
      .poll(
        async () =>
          ((await readKey(page, `history.${episode}`)) as { position?: number } | undefined)
            ?.position,
      )
      .toBeCloseTo(saved, 0);

    await page.reload();
    const resume = page.getByRole('button', { name: /^Үргэлжлүүлэх \(00:0\d\)$/ });
    await resume.waitFor({ timeout: 20_000 });
    expect(await resume.innerText()).toContain(`00:0${Math.floor(saved)}`);
    await shot(page, 'resume-prompt');
    await resume.click();
    await page.waitForFunction(
      (t) => {
        const v = document.querySelector('video');
        return !!v && !v.paused && v.currentTime >= t;
      },
      Math.floor(saved),
      { timeout: 20_000 },
    );
    expect(Math.abs((await videoTime(page)) - saved)).toBeLessThan(3);

    const latest = await getJson<{ episode: { id: number } | null; position_sec: number }[]>(
      `/api/m/history/latest/list/${session.id}`,
      session.token,
    );
    const row = latest.find((item) => item.episode?.id === episode);
    expect(row?.position_sec).toBeGreaterThanOrEqual(Math.floor(saved) - 1);
    await context.close();
  });

  it('counts down to the next episode at the end and can be cancelled', async () => {
    const { context, page } = await open(DESKTOP, PAID, watchPath(eps.free[0]!));
    await playAndAdvance(page, 0.5);
    await page.evaluate(() => {
      const v = document.querySelector('video')!;
      v.currentTime = v.duration - 1;
    });
    const timer = page.getByRole('timer');
    const toEnd = () =>
      page.evaluate(() => {
        const v = document.querySelector('video')!;
        v.currentTime = v.duration - 0.5;
        void v.play();
      });
    await toEnd();
    await timer.waitFor({ timeout: 20_000 });
    // The countdown's deadline, by the page's clock: it started at most a moment ago.
    const deadline = (await page.evaluate(() => Date.now())) + NEXT_COUNTDOWN_MS;
    await page.getByRole('button', { name: 'Цуцлах' }).click();
    await timer.waitFor({ state: 'detached' });
    // Cancelled means nothing happens when the countdown would have gone on.
    await page.waitForFunction((at) => Date.now() > at + 500, deadline, { timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(watchPath(eps.free[0]!));

    // Ending again counts down again; "play now" goes on at once.
    await toEnd();
    await timer.waitFor({ timeout: 20_000 });
    expect(await timer.innerText()).toMatch(/Дараагийн анги \d+ секундын дараа эхэлнэ/);
    await shot(page, 'next-countdown');
    // By keyboard: a click waits for the card to hold still, and on a loaded machine Playwright
    // found it "not stable" until the countdown had gone on by itself.
    await page.getByRole('button', { name: 'Одоо үзэх' }).press('Enter');
    await page.waitForURL((url) => url.pathname === watchPath(eps.free[1]!));

    // And from the page's own "next episode" link, to the episode after that.
    await page.getByRole('button', { name: 'Дараагийн анги' }).last().click();
    await page.waitForURL((url) => url.pathname === watchPath(eps.paid[0]!));
    await context.close();
  });

  it('has no accessibility violations on the watch page', async () => {
    const { context, page } = await open(DESKTOP, PAID, watchPath(eps.free[0]!));
    await page.getByRole('button', { name: 'Тоглуулах', exact: true }).first().waitFor();
    await page.getByRole('heading', { name: 'Сэтгэгдэл' }).waitFor();
    await injectScript(page, axePath);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe;
      const result = (await axe.run({ runOnly: ['wcag2a', 'wcag2aa'] })) as {
        violations: { id: string; nodes: { target: string[] }[] }[];
      };
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('on a phone', () => {
  it('posts a comment, then a reply under it', async () => {
    const { context, page } = await open(PHONE, PAID, watchPath(eps.paid[3]!));
    const stamp = Date.now().toString(36);
    const text = `Сайхан анги байлаа ${stamp}`;
    await page.getByRole('textbox', { name: 'Сэтгэгдэл бичих' }).fill(text);
    await page.getByRole('button', { name: 'Илгээх' }).click();
    await page.getByText(spec.commentSent).first().waitFor();
    const mine = page.getByRole('article').filter({ hasText: text });
    await mine.waitFor();

    await mine.getByRole('button', { name: 'Хариулах' }).click();
    const reply = `Би ч бас ${stamp}`;
    const replyBox = page.getByRole('textbox', { name: /-д хариулах$/ });
    await replyBox.fill(reply);
    await replyBox
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: 'Хариулах' })
      .click();
    await page.getByRole('article').filter({ hasText: reply }).waitFor();
    await context.close();
  });

  it('likes a comment: pressed, and counted once more', async () => {
    const episode = eps.paid[3]!;
    const text = `Таалагдах сэтгэгдэл ${Date.now().toString(36)}`;
    const author = await apiLogin(PAID);
    const posted = await fetch(`${base()}/api/m/comment/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
      body: JSON.stringify({ episode_id: episode, user_id: author.id, body: text }),
    });
    expect(posted.status).toBe(200);
    const { context, page } = await open(PHONE, PAID, watchPath(episode));
    const mine = page.getByRole('article').filter({ hasText: text });
    const like = mine.getByRole('button', { name: /^Таалагдсан/ });
    await like.waitFor();
    const before = Number((await like.innerText()).replace(/\D/g, ''));
    await like.click();
    await page.waitForFunction(
      ([label, n]) => {
        const el = [...document.querySelectorAll('article')].find((a) =>
          a.textContent?.includes(label as string),
        );
        const button = el?.querySelector('button[aria-pressed="true"]');
        return !!button && Number(button.textContent?.replace(/\D/g, '')) === (n as number) + 1;
      },
      [text, before],
    );
    await shot(page, 'comments-phone');
    await context.close();
  });

  it('reports the episode with a reason and details', async () => {
    const { context, page } = await open(PHONE, PAID, watchPath(eps.paid[3]!));
    await page.getByRole('button', { name: 'Репорт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ангийн алдааг мэдэгдэх' });
    await dialog.waitFor();
    await dialog.getByText('Хадмал буруу эсвэл алга').click();
    await dialog.getByRole('textbox').fill('Хадмал хоцорч байна');
    await shot(page, 'report-phone');
    await dialog.getByRole('button', { name: 'Илгээх' }).click();
    await page.getByText(spec.reportSent).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
