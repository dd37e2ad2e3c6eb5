import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEncoder, type Encoder } from '../server/live-encoder';
import { DESKTOP, PHONE, newPage } from './browser';
import { storeSession } from './session';
import { signInToStudio } from './studio-session';
import {
  expectEveryAnswerServed,
  startLiveRig,
  type LiveAnswer,
  type LiveRig,
} from './live-rtmp-rig';

/*
 * Live for real (issue 28, "Done means"): ffmpeg pushes a test pattern with a tone over RTMP to
 * the server's ingest node, and a viewer on a phone watches /live in Chromium: a guest is asked
 * to sign in; signed in, it plays at the live edge; the encoder is killed and the slate says so;
 * the encoder comes back and the picture moves again without a reload; the viewer rewinds 60 s
 * with the keyboard and returns with the LIVE button; an encoder with a wrong key is refused;
 * the studio ends the broadcast, the viewer is back on the standing loop, and the recording
 * comes back to the studio as a draft. One server and one viewer page for all the steps, in
 * order (each step starts where the last left the broadcast).
 */

const SLATE = 'Шууд дамжуулалт түр тасарлаа';
const WAIT = { timeout: 60_000, interval: 250 };

let rig: LiveRig;
let context: BrowserContext;
let page: Page;
let errors: string[];
let encoder: Encoder | null = null;
const answers: LiveAnswer[] = [];

const video = () => page.locator('#live video');
const currentTime = () => video().evaluate((v: HTMLVideoElement) => v.currentTime);
/** The DVR bar counts back from the live edge (0) to the window's start (min). */
const seekBar = () =>
  page
    .locator('#live')
    .getByRole('slider', { name: 'Гүйлгэх' })
    .evaluate((input: HTMLInputElement) => ({
      min: Number(input.min),
      value: Number(input.value),
    }));

/** The pointer over the picture: the player shows its controls again. */
async function wakeControls(): Promise<void> {
  const box = (await video().boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 3);
}

const notReloaded = () =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

/** The picture moves: the element's time passes a reading taken now by `seconds`. */
async function advances(seconds: number): Promise<void> {
  const from = await currentTime();
  await expect.poll(currentTime, WAIT).toBeGreaterThan(from + seconds);
}

const sessionsOf = (channelId: number) => {
  const db = rig.db();
  try {
    return (
      db.prepare('select count(*) as n from live_sessions where channel_id = ?').get(channelId) as {
        n: number;
      }
    ).n;
  } finally {
    db.close();
  }
};

/** The editor signed in to the studio's live room on a desktop, its page errors collected. */
async function openStudioLive() {
  const studio = await rig.browser.newContext({ viewport: DESKTOP, locale: 'mn-MN' });
  const desk = await studio.newPage();
  const deskErrors: string[] = [];
  desk.on('pageerror', (error) => deskErrors.push(error.message));
  await signInToStudio(desk, rig.server.url, rig.editor, '/studio/live');
  return { studio, desk, deskErrors };
}

beforeAll(async () => {
  // The drop and the return must stay one broadcast (the recording joins its sessions); the
  // studio's end closes it, so nothing waits for the offline time.
  rig = await startLiveRig({ LIVE_OFFLINE_END_SECONDS: '300' });
  ({ context, page, errors } = await newPage(rig.browser, PHONE));
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (/^\/api\/m\/live\/\d+\/(status|heartbeat)$/.test(url.pathname)) return;
    if (url.pathname.startsWith('/api/m/live/') || url.pathname.startsWith('/media/')) {
      answers.push({ url: url.pathname, status: res.status() });
    }
  });
}, 300_000);

afterAll(async () => {
  if (encoder?.running()) encoder.child.kill('SIGKILL');
  await encoder?.exited;
  await context?.close();
  await rig?.close();
});

describe('live from an RTMP encoder, watched in Chromium', () => {
  it('asks a guest to sign in, then plays the encoder at the live edge; every live request answers 200', async () => {
    encoder = startEncoder(rig.rtmpUrl);
    const live = page.locator('#live');
    const play = live.getByRole('button', { name: 'Шууд дамжуулалтыг үзэх' });
    // A guest is asked to sign in: a channel's manifest needs a login (decision 073).
    await page.goto(`${rig.server.url}/live`);
    await play.click();
    await live.getByRole('alert').filter({ hasText: 'Та нэвтэрч орсны дараа үзэх' }).waitFor();
    expect(await live.getByRole('button', { name: 'Нэвтрэх' }).count()).toBe(1);
    expect(answers).toEqual([]);

    await storeSession(page, rig.viewer);
    await page.goto(`${rig.server.url}/live`);
    // A mark a reload would wipe: the player must come back by itself.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await play.click();
    await expect.poll(currentTime, WAIT).toBeGreaterThan(0);
    await advances(2);
    // The channel's session, not the standing loop.
    expect(answers.map((a) => a.url)).toContain(`/api/m/live/${rig.channelId}/manifest.mpd`);
    expect(answers.some((a) => a.url.endsWith('.m4s'))).toBe(true);
    await expectEveryAnswerServed(answers);
    // At the edge: the LIVE button does not offer to go back to it.
    await expect.poll(() => seekBar().then((bar) => bar.value), WAIT).toBeGreaterThanOrEqual(-10);
    expect(await live.locator('[data-behind]').count()).toBe(0);
    expect(await live.locator('[role="alert"]').count()).toBe(0);
  }, 120_000);

  it('shows the slate when the encoder dies, and plays on by itself when it is back', async () => {
    const slate = page.locator('#live [data-live-slate]');
    expect(await slate.textContent()).toBe('');
    encoder!.child.kill('SIGKILL');
    await encoder!.exited;
    await expect.poll(() => slate.textContent(), WAIT).toContain(SLATE);

    encoder = startEncoder(rig.rtmpUrl);
    await expect.poll(() => slate.textContent(), WAIT).toBe('');
    await advances(2);
    expect(await notReloaded()).toBe(true);
    // The dropped session's dash.js, unloaded while stalled, leaves nothing to throw.
    expect(errors).toEqual([]);
  }, 120_000);

  it('refuses an encoder with a wrong key: ffmpeg fails, no session starts', async () => {
    const before = sessionsOf(rig.channelId);
    const wrong = startEncoder(rig.rtmpUrl.replace(/[^/]+$/, 'A'.repeat(32)), { seconds: 30 });
    expect(await wrong.exited).not.toBe(0);
    expect(sessionsOf(rig.channelId)).toBe(before);
    // The viewer's picture is the right encoder's, still moving, with no slate.
    await advances(1);
    expect(await page.locator('#live [data-live-slate]').textContent()).toBe('');
  }, 120_000);

  it('rewinds 60 s with the keyboard, and the LIVE button returns to the edge', async () => {
    // DVR covers the current session: wait until it holds more than 70 s.
    await expect
      .poll(() => seekBar().then((bar) => bar.min), { timeout: 150_000, interval: 1000 })
      .toBeLessThan(-70);
    const edge = (await seekBar()).value;
    // J (10 s back) until the counter reads a minute behind, each press seen to land first, as a
    // viewer watching the picture does (six presses; a few more if dash.js lands one short).
    for (let press = 1; (await seekBar()).value > edge - 60; press += 1) {
      expect(press).toBeLessThanOrEqual(10);
      const before = (await seekBar()).value;
      await page.keyboard.press('j');
      await expect.poll(() => seekBar().then((bar) => bar.value), WAIT).toBeLessThan(before - 2);
    }
    const live = page.locator('#live');
    await expect
      .poll(() => live.locator('[data-behind-live]').textContent(), WAIT)
      .toMatch(/^-1:\d\d$/);
    // Behind the edge the picture still moves.
    await advances(2);

    // A touch on the picture brings the controls back, as a viewer's does.
    await wakeControls();
    await live.getByRole('button', { name: 'Шууд дамжуулалт руу очих' }).click();
    await expect.poll(() => seekBar().then((bar) => bar.value), WAIT).toBeGreaterThanOrEqual(-10);
    await expect.poll(() => live.locator('[data-behind-live]').count(), WAIT).toBe(0);
    await advances(2);
    expect(await notReloaded()).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);

  it('the studio ends the broadcast, and its recording appears there as a draft', async () => {
    const { studio, desk, deskErrors } = await openStudioLive();
    await desk
      .getByRole('navigation', { name: 'Шууд сувгууд' })
      .getByRole('button', { name: /BTV Шууд/ })
      .click();
    await desk.getByText('Шууд дамжуулж байна').first().waitFor();
    await desk.getByRole('button', { name: 'Дамжуулалт дуусгах' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Дуусгах' }).click();
    await desk.getByRole('status').filter({ hasText: 'Дамжуулалтыг дуусгалаа.' }).waitFor();
    // The ingest node cuts the encoder of an ended broadcast (a hang fails the test's time).
    await encoder!.exited;
    // The viewer is not left on the slate: the channel's standing material plays.
    await expect
      .poll(() => answers.some((a) => a.url === '/api/m/live/manifest.mpd'), WAIT)
      .toBe(true);
    await expect.poll(() => page.locator('#live [data-live-slate]').textContent(), WAIT).toBe('');
    await advances(1);

    // The recording job joins the two sessions and hands them to the ingest flow as a draft.
    const drafts = desk.getByRole('row').filter({ hasText: '(бичлэг)' });
    await expect
      .poll(
        async () => {
          await desk.goto(`${rig.server.url}/studio/catalogue?q=${encodeURIComponent('бичлэг')}`);
          await desk.getByRole('heading', { name: 'Каталог', level: 1 }).waitFor();
          await desk
            .getByRole('row')
            .nth(1)
            .or(desk.getByText('Хайлтад тохирох гарчиг олдсонгүй.'))
            .first()
            .waitFor();
          return drafts.count();
        },
        { timeout: 120_000, interval: 2000 },
      )
      .toBe(1);
    // Named after the channel, for the editor to rename; a draft until published.
    expect(await drafts.textContent()).toContain('BTV Шууд');
    await expect.poll(() => drafts.textContent()).toContain('Ноорог');
    expect(deskErrors).toEqual([]);
    await studio.close();
  }, 240_000);

  it('an editor makes a new channel, keys it and airs the programme on it; /live plays that channel', async () => {
    const { studio, desk, deskErrors } = await openStudioLive();
    const form = desk.getByRole('form', { name: 'Шинэ суваг' });
    // A blank name is refused beside its field and makes nothing.
    await form.getByRole('button', { name: 'Суваг үүсгэх' }).click();
    await form.getByText('Энэ талбарыг бөглөнө үү!').waitFor();
    await form.getByRole('textbox', { name: 'Сувгийн нэр' }).fill('Бизнес ТВ шууд');
    await form.getByRole('button', { name: 'Суваг үүсгэх' }).click();
    await desk.getByRole('heading', { name: 'Бизнес ТВ шууд', level: 2 }).waitFor();
    await desk.getByRole('button', { name: 'Түлхүүр үүсгэх' }).click();
    const url = await desk
      .getByRole('textbox', { name: 'Сервер ба түлхүүр нэг URL-д' })
      .inputValue();
    const read = rig.db();
    const { id: channelId } = read
      .prepare(`select id from media where kind = 'live' and title = ?`)
      .get('Бизнес ТВ шууд') as { id: number };

    // The programme on air now airs on the new channel. One about to end is waited out, so the
    // viewer's schedule cannot move to the next programme (still the old channel) meanwhile.
    const onAir = () =>
      read
        .prepare('select title, ends_at from programs where starts_at <= ? and ends_at > ?')
        .get(new Date().toISOString(), new Date().toISOString()) as {
        title: string;
        ends_at: string;
      };
    const left = Date.parse(onAir().ends_at) - Date.now();
    if (left < 180_000) await new Promise((resolve) => setTimeout(resolve, left + 1000));
    const programme = onAir();
    read.close();
    await desk.goto(`${rig.server.url}/studio/home/schedule`);
    const item = desk.getByRole('listitem').filter({ hasText: programme.title });
    await item.getByRole('button', { name: 'Засах' }).click();
    const edit = desk.getByRole('form', { name: 'Нэвтрүүлэг засах' });
    await edit.getByRole('combobox', { name: 'Суваг' }).selectOption({ label: 'Бизнес ТВ шууд' });
    await edit.getByRole('button', { name: 'Хадгалах' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(deskErrors).toEqual([]);
    await studio.close();

    encoder = startEncoder(url);
    const live = page.locator('#live');
    await page.goto(`${rig.server.url}/live`);
    await live.getByText(programme.title).first().waitFor();
    await live.getByRole('button', { name: 'Шууд дамжуулалтыг үзэх' }).click();
    await expect
      .poll(() => answers.some((a) => a.url === `/api/m/live/${channelId}/manifest.mpd`), WAIT)
      .toBe(true);
    await expect.poll(currentTime, WAIT).toBeGreaterThan(0);
    await advances(2);
    const mine = answers.filter((a) => a.url.includes(`/l${channelId}/`));
    expect(mine.some((a) => a.url.endsWith('.m4s'))).toBe(true);
    await expectEveryAnswerServed(answers);
  }, 480_000);
});
