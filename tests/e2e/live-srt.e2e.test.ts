import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEncoder, type Encoder } from '../server/live-encoder';
import { PHONE, newPage } from './browser';
import { storeSession } from './session';
import {
  expectEveryAnswerServed,
  startLiveRig,
  type LiveAnswer,
  type LiveRig,
} from './live-rtmp-rig';

/*
 * Live over SRT in Chromium (issue 28, decision 078): the server listens for SRT on the channel's
 * port of LIVE_SRT_PORTS, the studio's key rotation answers the SRT URL, and ffmpeg pushes a test
 * pattern with a tone to that URL as an SRT caller. An encoder with a wrong passphrase is turned
 * away in the handshake (no session); with the studio's URL a signed-in viewer already on /live
 * sees the broadcast start (never the "feed dropped" words: nothing dropped yet), then plays it
 * at the live edge with every manifest and segment request answered 200; when the encoder dies,
 * the slate says the feed dropped. One server and one viewer page, the steps in order.
 */

const DROPPED = 'Шууд дамжуулалт түр тасарлаа';
const STARTING = 'Шууд дамжуулалт удахгүй эхэлнэ';
const WAIT = { timeout: 60_000, interval: 250 };
const OTHER_PASSPHRASE = '0123456789abcdef0123456789abcdef';

let rig: LiveRig;
let srtUrl: string;
let context: BrowserContext;
let page: Page;
let errors: string[];
const encoders: Encoder[] = [];
const answers: LiveAnswer[] = [];
/** Every state the viewer's status poll was answered, in order. */
const statuses: string[] = [];

const video = () => page.locator('#live video');
const slate = () => page.locator('#live [data-live-slate]');
const currentTime = () => video().evaluate((v: HTMLVideoElement) => v.currentTime);
const edgeOffset = () =>
  page
    .locator('#live')
    .getByRole('slider', { name: 'Гүйлгэх' })
    .evaluate((input: HTMLInputElement) => Number(input.value));

/** The picture moves: the element's time passes a reading taken now by `seconds`. */
async function advances(seconds: number): Promise<void> {
  const from = await currentTime();
  await expect.poll(currentTime, WAIT).toBeGreaterThan(from + seconds);
}

const encode = (url: string, options: Parameters<typeof startEncoder>[1] = {}) => {
  const encoder = startEncoder(url, options);
  encoders.push(encoder);
  return encoder;
};

function sessions(): { prefix: string; protocol: string; ready_at: string | null }[] {
  const db = rig.db();
  try {
    return db
      .prepare('select prefix, protocol, ready_at from live_sessions where channel_id = ?')
      .all(rig.channelId) as { prefix: string; protocol: string; ready_at: string | null }[];
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  rig = await startLiveRig({ LIVE_OFFLINE_END_SECONDS: '300' }, { srt: true });
  expect(rig.srtUrl).toMatch(/^srt:\/\/127\.0\.0\.1:\d+\?mode=caller&passphrase=[0-9a-f]{32}/);
  srtUrl = rig.srtUrl!;
  ({ context, page, errors } = await newPage(rig.browser, PHONE));
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (/^\/api\/m\/live\/\d+\/status$/.test(url.pathname)) {
      void res
        .json()
        .then((body: { state?: string }) => statuses.push(body.state ?? '?'))
        .catch(() => statuses.push('?'));
      return;
    }
    if (/^\/api\/m\/live\/\d+\/heartbeat$/.test(url.pathname)) return;
    if (url.pathname.startsWith('/api/m/live/') || url.pathname.startsWith('/media/')) {
      answers.push({ url: url.pathname, status: res.status() });
    }
  });
}, 300_000);

afterAll(async () => {
  for (const encoder of encoders) if (encoder.running()) encoder.child.kill('SIGKILL');
  await Promise.all(encoders.map((e) => e.exited));
  await context?.close();
  await rig?.close();
});

describe('live from an SRT encoder, watched in Chromium', () => {
  it('turns an encoder with a wrong passphrase away in the handshake: no session starts', async () => {
    const wrong = srtUrl.replace(/passphrase=[0-9a-f]+/, `passphrase=${OTHER_PASSPHRASE}`);
    // The listener's own refusal, not a caller timing out before the listener listens.
    await expect
      .poll(async () => {
        const encoder = encode(wrong, { seconds: 30 });
        const code = await encoder.exited;
        return code !== 0 && encoder.stderr().includes('Incorrect passphrase');
      }, WAIT)
      .toBe(true);
    expect(sessions()).toEqual([]);
  }, 120_000);

  it("a viewer on /live sees the broadcast start, then plays the studio's SRT URL at the live edge; every live request answers 200", async () => {
    await page.goto(`${rig.server.url}/live`);
    await storeSession(page, rig.viewer);
    await page.goto(`${rig.server.url}/live`);
    // Every text the slate ever holds, seen by the page itself (no polling can miss one).
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { slateTexts: seen });
      const region = document.querySelector('#live') ?? document.body;
      new MutationObserver(() => {
        const text = document.querySelector('#live [data-live-slate]')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(region, { subtree: true, childList: true, characterData: true });
    });
    await page.locator('#live').getByRole('button', { name: 'Шууд дамжуулалтыг үзэх' }).click();
    // Nothing on air: the channel's standing loop plays meanwhile.
    await expect.poll(() => statuses.includes('idle'), WAIT).toBe(true);

    let encoder = encode(srtUrl);
    await expect
      .poll(() => {
        // A caller that gave up before the listener took it tries again, as OBS does.
        if (!encoder.running() && !sessions().some((s) => s.ready_at)) encoder = encode(srtUrl);
        return sessions().filter((s) => s.ready_at).length;
      }, WAIT)
      .toBe(1);
    const [session] = sessions();
    expect(session!.protocol).toBe('srt');
    // The channel's session plays, not the loop: its manifest and its own segments answered.
    await expect
      .poll(
        () => answers.some((a) => a.url.startsWith('/media/') && a.url.includes(session!.prefix)),
        WAIT,
      )
      .toBe(true);
    expect(answers.map((a) => a.url)).toContain(`/api/m/live/${rig.channelId}/manifest.mpd`);
    await expect.poll(() => slate().textContent(), WAIT).toBe('');
    await expect.poll(currentTime, WAIT).toBeGreaterThan(0);
    await advances(2);
    await expect.poll(edgeOffset, WAIT).toBeGreaterThanOrEqual(-10);
    await expectEveryAnswerServed(answers);
    expect(await page.locator('#live [role="alert"]').count()).toBe(0);

    // Nothing dropped: between the encoder connecting and its first segment the viewer was
    // never told the feed dropped. Whether a poll fell into those ~2 s is the machine's timing,
    // so the starting words are checked only when the status said so.
    const texts = await page.evaluate(() => (window as { slateTexts?: string[] }).slateTexts);
    expect(statuses).toContain('live');
    expect(statuses.slice(0, statuses.indexOf('live'))).not.toContain('offline');
    const said = `slate ${JSON.stringify(texts)}, statuses ${statuses.join(' ')}`;
    expect(texts!.join(' | '), said).not.toContain(DROPPED);
    if (statuses.includes('starting')) expect(texts!.join(' | '), said).toContain(STARTING);
    expect(errors).toEqual([]);
  }, 180_000);

  it('shows the "feed dropped" slate when the SRT encoder dies after playing', async () => {
    const encoder = encoders.filter((e) => e.running()).at(-1)!;
    encoder.child.kill('SIGKILL');
    await encoder.exited;
    await expect.poll(() => slate().textContent(), WAIT).toContain(DROPPED);
    expect(errors).toEqual([]);
  }, 120_000);
});
