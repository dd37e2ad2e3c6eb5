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

  it('is hydrated, not drawn again, on every kind of public page for a guest in Ulaanbaatar', async () => {
    // Decision 033: React adopts the server's nodes. A difference between the server's and the
    // browser's render would make it draw the page itself (a warning) and replace the nodes.
    const linked = async (path: string, pattern: RegExp) => {
      const id = pattern.exec(await html(path))?.[1];
      expect(id, `a link like ${pattern} on ${path}`).toBeDefined();
      return id!;
    };
    const paths = [
      '/',
      '/series/all/all/all/all',
      `/series/detail/${await linked('/', /\/series\/detail\/(\d+)/)}`,
      '/theatre/all/all',
      // The listing opens a title as an overlay (?media=); its own page is the detail.
      `/theatre/detail/${await linked('/theatre/all/all', /\?media=(\d+)/)}`,
      '/episode/new',
      '/podcast',
      `/podcast/detail/${await linked('/podcast', /\/podcast\/detail\/(\d+)/)}`,
      '/news-letter',
      `/news-letter/detail/${await linked('/news-letter', /\/news-letter\/detail\/(\d+)/)}`,
      '/actor/1',
      `/content/${await linked('/faq', /\/content\/(\d+)/)}`,
      '/faq',
      '/contact',
      '/policy',
    ];
    const context = await browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      timezoneId: 'Asia/Ulaanbaatar',
    });
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const first = document.querySelector('#root > *');
        (window as unknown as { __served: Element | null }).__served = first;
      });
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || text.startsWith('First view redrawn')) problems.push(text);
    });
    try {
      for (const path of paths) {
        await page.goto(`${base()}${path}`);
        await appRunning(page);
        await page.locator('#root:not([inert])').waitFor();
        const adopted = await page.evaluate(() => {
          const served = (window as unknown as { __served: Element | null }).__served;
          return served !== null && served.isConnected;
        });
        expect(adopted, path).toBe(true);
        // The marks are moved by code fetched right after hydration.
        await expect
          .poll(() => page.locator('#root [data-fv-style]').count(), { message: path })
          .toBe(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a viewer elsewhere the dates of their own zone', async () => {
    // The server draws dates as Ulaanbaatar sees them. Samoa is 19 hours behind: a track
    // published before 11:00 or after 16:00 UTC falls on another day there, and the viewer gets
    // the app's own render, in their zone. The seed publishes tracks at 01:00 UTC, so which
    // hour the suite runs at does not matter.
    const zone = 'Pacific/Pago_Pago';
    const day = (iso: string, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }).formatToParts(Date.parse(iso));
      const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
      return `${part('year')} оны ${part('month')}-р сарын ${part('day')}`;
    };
    const ids = [...(await html('/podcast')).matchAll(/\/podcast\/detail\/(\d+)/g)].map(
      (m) => m[1]!,
    );
    let found: { podcast: string; title: string; published_at: string } | undefined;
    for (const id of new Set(ids)) {
      const podcast = await api<{ tracks: { title: string; published_at: string }[] }>(
        base(),
        `/api/m/podcast/${id}`,
      );
      const track = podcast.tracks.find(
        (t) => day(t.published_at, zone) !== day(t.published_at, 'Asia/Ulaanbaatar'),
      );
      if (track) {
        found = { podcast: id, title: track.title, published_at: track.published_at };
        break;
      }
    }
    expect(found, 'a track whose day differs between the two zones').toBeDefined();

    const context = await browser.newContext({
      viewport: DESKTOP,
      serviceWorkers: 'block',
      timezoneId: zone,
    });
    const page = await context.newPage();
    try {
      await page.goto(`${base()}/podcast/detail/${found!.podcast}`);
      await appRunning(page);
      await page.locator('#root:not([inert])').waitFor();
      const row = page.locator('li', {
        has: page.getByRole('heading', { name: found!.title, exact: true }),
      });
      await expect
        .poll(() => row.locator('time').first().textContent({ timeout: 2000 }))
        .toBe(day(found!.published_at, zone));
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
