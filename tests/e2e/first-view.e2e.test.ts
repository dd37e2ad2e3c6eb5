import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCspViolations } from '../security/csp-recorder';
import { DESKTOP, PHONE, launchBrowser } from './browser';
import { api, seriesPage } from './catalogue-helpers';
import { appRunning } from './settled';
import { registerViaApi, unusedPhone } from './session';
import { base, storeSession } from './watch-helpers';

/*
 * Issue 15, decision 032: a guest's first view of a public page is HTML from the server, painted
 * before any JavaScript runs, and the app takes it over without a flash, a shift or a CSP
 * violation. Personal pages stay the empty shell: the server never knows who asks.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Slide {
  title: string;
}
interface HomeRow {
  title: string;
  media: { id: number; title: string; kind: string }[];
}
interface Faq {
  title: string;
}

const html = (path: string) => fetch(`${base()}${path}`).then((r) => r.text());
const dataTag = (page: string) =>
  /<script type="application\/json" id="first-view-data">([\s\S]*?)<\/script>/.exec(page)?.[1];

describe('first views', () => {
  it('paints the home page, a listing, a series and the FAQ with JavaScript off', async () => {
    const [slide] = await api<Slide[]>(base(), '/api/m/slides/big?multi=1');
    const rows = await api<HomeRow[]>(base(), '/api/m/media/home/cat');
    const row = rows.find((r) => r.media.length > 0)!;
    const series = row.media.find((m) => m.kind === 'series') ?? rows[0]!.media[0]!;
    const listing = await seriesPage(base(), 1);
    const [faq] = await api<Faq[]>(base(), '/api/footer/get-faq');

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto(`${base()}/`);
      await page.getByRole('heading', { name: slide!.title }).first().waitFor();
      await page.getByRole('heading', { name: row.title, exact: true }).waitFor();
      expect(await page.getByText(row.media[0]!.title).count()).toBeGreaterThan(0);

      await page.goto(`${base()}/series/all/all/all/all`);
      await page.getByText(listing.data[0]!.title).first().waitFor();

      await page.goto(`${base()}/series/detail/${series.id}`);
      await page.getByRole('heading', { level: 1, name: series.title }).waitFor();

      await page.goto(`${base()}/faq`);
      await page.getByText(faq!.title).waitFor();
      // Styled, not bare markup: the page's styles came inline with it.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(13, 16, 23)');
    } finally {
      await context.close();
    }
  });

  it('is taken over by the app with no skeleton, no shift and no CSP violation, and then works as the app', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const violations = await recordCspViolations(context);
    await context.addInitScript(() => {
      const seen = { shift: 0, skeleton: false };
      (window as unknown as { __firstView: typeof seen }).__firstView = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[])
          seen.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // Rows further down start as placeholders by design (decision 031); what must never show
      // is a loading state where the first view already showed the page.
      new MutationObserver(() => {
        for (const busy of document.querySelectorAll('#root [aria-busy="true"]')) {
          if (busy.getBoundingClientRect().top < window.innerHeight) seen.skeleton = true;
        }
      }).observe(document, { subtree: true, childList: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${base()}/`);
      await appRunning(page);
      const seen = await page.evaluate(
        () =>
          (window as unknown as { __firstView: { shift: number; skeleton: boolean } }).__firstView,
      );
      expect(seen.skeleton).toBe(false);
      expect(seen.shift).toBeLessThan(0.01);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);

      // The app runs it now: a link navigates in place, without loading a new document.
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      await page
        .getByRole('navigation', { name: 'Доод цэс' })
        .getByRole('link', { name: 'Подкаст' })
        .click();
      await page.waitForURL(/\/podcast$/);
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it('leaves personal pages and URLs with a query to the browser: the shell, nothing rendered', async () => {
    // With a query string too: anyone could ask for endless distinct renders of one page.
    for (const path of ['/profile', '/history', '/downloads', '/payment', '/watch/1', '/faq?a=1']) {
      const page = await html(path);
      expect(page, path).toContain('<div id="root"></div>');
      expect(dataTag(page), path).toBeUndefined();
    }
  });

  it('hands its data over as JSON that cannot end its script element', async () => {
    const page = await html('/faq');
    const json = dataTag(page)!;
    // The FAQ's answers are HTML; none of its `<` may reach the page as markup.
    expect(json).not.toContain('<');
    expect(JSON.stringify(JSON.parse(json))).toContain('<p>');
  });

  it("shows a signed-in viewer their own page, not the guest's", async () => {
    // A new viewer who likes a series: the server's first view of it is the guest's, not liked.
    const viewer = await registerViaApi(base(), await unusedPhone(base()), {
      first: 'Сарнай',
      last: 'Бат',
    });
    const rows = await api<HomeRow[]>(base(), '/api/m/media/home/cat');
    const series = rows.flatMap((r) => r.media).find((m) => m.kind === 'series')!;
    const liked = await fetch(
      `${base()}/api/m/anime/status/${series.id}/${viewer.id}/anime/like/1`,
      {
        headers: {
          Authorization: `Bearer ${viewer.token}`,
          'Idempotency-Key': crypto.randomUUID(),
        },
      },
    );
    expect(liked.status).toBe(200);

    const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      await storeSession(page, viewer);
      await page.goto(`${base()}/series/detail/${series.id}`);
      await appRunning(page);
      // The menu button shows who is signed in; the guest's login button is gone.
      const header = page.locator('header');
      await header.getByRole('button', { name: /ID:/ }).waitFor();
      expect(await header.getByRole('button', { name: 'Нэвтрэх', exact: true }).count()).toBe(0);
      // Their own mark, not the guest's data the page came with.
      const like = page
        .getByRole('main')
        .getByRole('button', { name: /^Таалагдсан/ })
        .first();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    } finally {
      await context.close();
    }
  });
});
