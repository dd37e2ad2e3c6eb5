import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contactMessages } from '../../contract/messages';
import { DESKTOP, PHONE, launchBrowser, newPage } from './browser';
import { injectScript } from './inject-script';

/*
 * Content pages, FAQ, contact, newsletter, podcast and /policy as a person sees them, on a phone
 * and a desktop, against the real server with its seeded catalogue.
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`);
  const body = (await response.json()) as { status: boolean; data: T };
  expect(body.status).toBe(true);
  return body.data;
}

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
}

/**
 * axe-core's WCAG 2.1 A/AA rules; answers the violations, readable. `scope` 'main' checks only
 * what these pages render (the header, footer and toasts have their own suites).
 */
async function axeViolations(page: Page, scope: 'main' | 'document' = 'main'): Promise<string[]> {
  await injectScript(page, axePath);
  const context = scope === 'main' ? `{ include: ['main'] }` : 'document';
  const result = await page.evaluate<AxeResult>(
    `axe.run(${context}, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })`,
  );
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe.each(viewports)('content pages (%s)', (name, viewport) => {
  it('/content/47, 48 and 49 show the seeded titles and text; an unknown id says not found', async () => {
    const base = inject('baseUrl');
    const { context, page, errors } = await newPage(browser, viewport);
    const seeded = [
      [47, 'Бидний тухай', 'Бидний зорилго'],
      [48, 'Үйлчилгээний нөхцөл', '1. Ерөнхий зүйл'],
      [49, 'Нууцлалын бодлого', 'Бид ямар мэдээлэл цуглуулдаг вэ?'],
    ] as const;
    for (const [id, title, subheading] of seeded) {
      await page.goto(`${base}/content/${id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('article').getByRole('heading', { name: subheading }).waitFor();
      // The sibling pages are linked, with this one marked current.
      const nav = page.getByRole('navigation', { name: 'Бусад мэдээлэл' });
      expect(await nav.locator('[aria-current="page"]').textContent()).toBe(title);
    }
    if (name === 'desktop') expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${base}/content/99999`);
    await page.getByRole('heading', { level: 1, name: 'Хуудас олдсонгүй' }).waitFor();
    await page.getByRole('link', { name: 'Нүүр хуудас руу буцах' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/faq: numbered, one open at a time, a second click closes; Enter and Space work', async () => {
    const faq = await api<{ title: string }[]>('/api/footer/get-faq');
    expect(faq.length).toBeGreaterThan(3);
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Түгээмэл асуулт, хариулт' }).waitFor();

    const buttons = faq.map((item) => page.getByRole('button', { name: item.title, exact: true }));
    const state = () =>
      Promise.all(buttons.slice(0, 3).map((b) => b.getAttribute('aria-expanded')));
    const [first, second, third] = buttons as [
      (typeof buttons)[0],
      (typeof buttons)[0],
      (typeof buttons)[0],
    ];
    await first.waitFor();
    expect(await state()).toEqual(['false', 'false', 'false']);
    expect(await page.locator('main ol > li').count()).toBe(faq.length);
    await page.locator('main ol > li').first().getByText('01').waitFor();

    // Mouse.
    await first.click();
    expect(await state()).toEqual(['true', 'false', 'false']);
    const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await firstPanel.getByText('8 оронтой утасны дугаараа').waitFor();
    await second.click();
    expect(await state()).toEqual(['false', 'true', 'false']);
    expect(await firstPanel.isVisible()).toBe(false);
    await second.click();
    expect(await state()).toEqual(['false', 'false', 'false']);

    // Keyboard.
    await third.focus();
    await page.keyboard.press('Enter');
    expect(await state()).toEqual(['false', 'false', 'true']);
    await first.focus();
    await page.keyboard.press('Space');
    expect(await state()).toEqual(['true', 'false', 'false']);
    await page.keyboard.press('Space');
    expect(await state()).toEqual(['false', 'false', 'false']);

    if (name === 'desktop') expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/contact: validation in Mongolian, then a sent message shows the success toast', async () => {
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Холбоо барих' }).waitFor();
    await page.getByRole('link', { name: '7700-0000' }).waitFor();
    const form = page.getByRole('form', { name: 'Зурвас илгээх' });

    await form.getByRole('button', { name: 'Илгээх' }).click();
    await form.getByText(contactMessages.nameRequired).waitFor();
    await form.getByText(contactMessages.bodyRequired).waitFor();

    await form.getByRole('textbox', { name: 'Нэр' }).fill('Туршилт Болд');
    await form.getByRole('textbox', { name: 'Утас эсвэл имэйл' }).fill('99112233');
    await form.getByRole('textbox', { name: 'Зурвас' }).fill(`Сайн байна уу? (${name})`);
    await form.getByRole('button', { name: 'Илгээх' }).click();
    await page.getByRole('status').filter({ hasText: contactMessages.sent }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Нэр' }).inputValue()).toBe('');

    if (name === 'desktop') expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/news-letter lists the seeded newsletters and opens one', async () => {
    const list = await api<{ data: { id: number; title: string; summary: string }[] }>(
      '/api/m/newsletters',
    );
    const [newest, second] = list.data as [(typeof list.data)[0], (typeof list.data)[0]];
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/news-letter`);
    await page.getByRole('heading', { level: 1, name: 'Мэдээллийн товхимол' }).waitFor();
    expect(await page.locator('main ul > li article').count()).toBe(list.data.length);
    await page.getByText(`Нийт ${list.data.length} товхимол`).waitFor();
    if (name === 'desktop') expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: second.title }).click();
    await page.waitForURL(`**/news-letter/detail/${second.id}`);
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Гол сэдвүүд' }).waitFor();
    await page.locator('main time').first().waitFor();
    if (name === 'desktop') expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Бүх товхимол' }).click();
    await page.getByRole('link', { name: newest.title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/podcast lists the shows; a detail has numbered tracks with durations and play buttons', async () => {
    const list = await api<{ data: { id: number; title: string }[] }>('/api/m/podcasts');
    const show = list.data[0]!;
    const detail = await api<{
      creator: string;
      tracks: { title: string; number: number; duration_sec: number }[];
    }>(`/api/m/podcast/${show.id}`);
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/podcast`);
    await page.getByRole('heading', { level: 1, name: 'Подкаст' }).waitFor();
    for (const item of list.data) await page.getByRole('link', { name: item.title }).waitFor();
    if (name === 'desktop') expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: show.title }).click();
    await page.waitForURL(`**/podcast/detail/${show.id}`);
    await page.getByRole('heading', { level: 1, name: show.title }).waitFor();
    await page.getByRole('main').getByText(detail.creator).first().waitFor();
    const tracks = page.getByRole('region', { name: 'Ангиуд' }).locator('ol > li');
    expect(await tracks.count()).toBe(detail.tracks.length);
    const secondTrack = detail.tracks[1]!;
    const row = tracks.nth(1);
    await row.getByRole('heading', { name: secondTrack.title }).waitFor();
    const min = Math.floor(secondTrack.duration_sec / 60);
    const sec = String(secondTrack.duration_sec % 60).padStart(2, '0');
    expect(await row.locator('time').last().textContent()).toBe(`${min}:${sec}`);

    const play = row.getByRole('button', { name: `Тоглуулах: ${secondTrack.title}` });
    expect(await play.getAttribute('aria-pressed')).toBe('false');
    await play.click();
    expect(await play.getAttribute('aria-pressed')).toBe('true');
    await row.getByText('Сонгосон').waitFor();
    if (name === 'desktop') expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/policy shows the privacy policy with no header, sidebar or footer', async () => {
    const { context, page, errors } = await newPage(browser, viewport);
    await page.goto(`${inject('baseUrl')}/policy`);
    await page.getByRole('heading', { level: 1, name: 'Нууцлалын бодлого' }).waitFor();
    await page.getByText('Гуравдагч этгээдэд худалдахгүй.').waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('main').count()).toBe(1);
    if (name === 'desktop') expect(await axeViolations(page, 'document')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
