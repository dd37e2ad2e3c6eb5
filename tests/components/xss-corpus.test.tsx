import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentPage as ContentPageData } from '@contract/entities';
import { SeriesDetailPage } from '@/features/media-detail/components/series-detail-page';
import { NewsletterDetailPage } from '@/features/newsletter/components/newsletter-detail-page';
import { ContentPage } from '@/features/pages/components/content-page';
import { FaqPage } from '@/features/pages/components/faq-page';
import { PolicyPage } from '@/features/pages/components/policy-page';
import { Prose } from '@/ui/prose';
import { SafeHtml, sanitizeHtml } from '@/ui/safe-html';
import { auditDom, fireEvents } from '../security/dom-audit';
import { CANARY, XSS_CORPUS } from '../security/xss-corpus';
import { mediaDetail, serveMedia } from './handlers/catalogue';
import { server } from './msw-server';
import { OverlayHome } from './overlay-home';
import { renderApp } from './render-app';
import { on } from './handlers/contract';

/*
 * Issue 9, XSS corpus in jsdom: every payload through every component that renders server HTML
 * directly (SafeHtml, Prose), one payload at a time; then the pages that pass server HTML and
 * titles to them, with the whole corpus at once, to show each goes through the sanitiser and
 * prints titles as text. Chromium does the same on the real server in
 * tests/e2e/xss-corpus.e2e.test.ts. Vitest's jsdom runs inline handlers and scripts
 * (runScripts: 'dangerously') in the jsdom window, so the canary goes there; after rendering,
 * every element gets the events the payloads listen for. The control shows the same harness
 * catches the unsanitised payloads.
 */

const jsdomWindow = (globalThis as unknown as { jsdom: { window: Record<string, unknown> } }).jsdom
  .window;
let canary: ReturnType<typeof vi.fn>;

beforeEach(() => {
  canary = vi.fn();
  jsdomWindow[CANARY] = canary;
});
afterEach(() => {
  delete jsdomWindow[CANARY];
});

/** Handlers off: a detached <details open> still gets a toggle task later, in another test. */
function disarm(root: Element) {
  for (const el of root.querySelectorAll('*')) {
    for (const { name } of [...el.attributes]) if (name.startsWith('on')) el.removeAttribute(name);
  }
}

/** Some events come as tasks of their own (details' toggle, autofocus): let them run here. */
const queuedEvents = () => new Promise((resolve) => setTimeout(resolve, 10));

const components = {
  SafeHtml: (html: string) => <SafeHtml html={html} />,
  Prose: (html: string) => <Prose html={html} as="article" />,
};

describe.each(Object.entries(components))('%s', (_name, renderHtml) => {
  it.each(XSS_CORPUS.map((p) => [p.name, p] as const))('%s', async (_label, payload) => {
    const { container } = render(renderHtml(payload.html));
    fireEvents(container);
    await queuedEvents();
    expect(canary).not.toHaveBeenCalled();
    expect(auditDom(container, { strict: true })).toEqual([]);
  });
});

describe('the sanitiser', () => {
  it('is idempotent on every payload: cleaning clean HTML changes nothing', () => {
    for (const payload of XSS_CORPUS) {
      const once = sanitizeHtml(payload.html);
      expect(sanitizeHtml(once), payload.name).toBe(once);
    }
  });

  it('keeps ordinary formatting, links and images', () => {
    const html =
      '<h2>Гарчиг</h2><p><strong>Тод</strong> <em>налуу</em> <a href="https://btv.mn/x">холбоос</a>' +
      ' <a href="/faq">асуулт</a> <a href="mailto:info@btv.mn">имэйл</a></p>' +
      '<ul><li>нэг</li></ul><img src="/art/1.svg" alt="зураг">';
    const { container } = render(<SafeHtml html={html} />);
    expect(container.querySelector('h2')?.textContent).toBe('Гарчиг');
    expect(container.querySelector('strong')).not.toBeNull();
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://btv.mn/x', '/faq', 'mailto:info@btv.mn']);
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/art/1.svg');
  });

  it('prefixes ids and names, and in-page links follow', () => {
    const html = '<h2 id="terms">Нөхцөл</h2><a href="#terms">доош</a><a name="top">x</a>';
    const { container } = render(<SafeHtml html={html} />);
    expect(container.querySelector('h2')?.id).toBe('user-content-terms');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('#user-content-terms');
    expect(container.querySelectorAll('a')[1]?.getAttribute('name')).toBe('user-content-top');
  });
});

describe('control: the harness notices what gets through', () => {
  const live = XSS_CORPUS.filter((p) => p.live);

  it('has live payloads to check with', () => {
    expect(live.length).toBeGreaterThanOrEqual(25);
  });

  it.each(live.map((p) => [p.name, p] as const))(
    'unsanitised %s runs the canary',
    async (_l, p) => {
      const host = document.createElement('div');
      document.body.append(host);
      host.innerHTML = p.html;
      // innerHTML leaves scripts inert; fresh copies run, as the page's own parser would run them.
      for (const old of host.querySelectorAll('script')) {
        const script = document.createElement('script');
        script.textContent = old.textContent;
        old.replaceWith(script);
      }
      fireEvents(host);
      await queuedEvents();
      disarm(host);
      host.remove();
      expect(canary).toHaveBeenCalled();
    },
  );

  it('the audit flags what the payloads would leave behind', () => {
    const host = document.createElement('div');
    host.innerHTML = XSS_CORPUS.map((p) => p.html).join('');
    const findings = auditDom(host, { strict: true });
    disarm(host);
    for (const kind of ['<script> element', 'onerror=', 'href=javascript:', '<iframe> element']) {
      expect(
        findings.some((f) => f.includes(kind)),
        kind,
      ).toBe(true);
    }
  });
});

/** Everything a rendered page holds: no handler, script or bad URL anywhere, strict inside HTML. */
function auditPage(root: HTMLElement): string[] {
  const boxes = [...root.querySelectorAll('[data-safe-html]')];
  expect(boxes.length, 'server HTML rendered through SafeHtml').toBeGreaterThan(0);
  return [
    ...auditDom(root, { strict: false }),
    ...boxes.flatMap((box) => auditDom(box, { strict: true })),
  ];
}

/** Sanitising the whole corpus takes jsdom a few seconds, and far more on a loaded machine. */
const SLOW = { timeout: 60_000 };
const corpusHtml = XSS_CORPUS.map((p) => `<div>${p.html}</div>`).join('\n');
/** A title made of markup must show as those very characters. */
const TITLE = `<img src=x onerror=${CANARY}()><script>${CANARY}()</script>`;

describe('pages that render server HTML, with the whole corpus', () => {
  const pages: [string, () => Promise<unknown>][] = [
    [
      'FAQ (one payload per answer)',
      async () => {
        const items = XSS_CORPUS.map((p, i) => ({
          id: i + 1,
          title: `${i} ${p.html}`,
          body: p.html,
        }));
        server.use(on('faq', () => ({ status: true, data: items })));
        await renderApp(<FaqPage />, { route: '/faq', toasts: true });
        await screen.findByRole('heading', { level: 1 }, SLOW);
        // Closed panels are in the DOM too (hidden), so every answer is there without a click.
        expect(document.querySelectorAll('[data-safe-html]')).toHaveLength(items.length);
      },
    ],
    ...(['content', 'policy'] as const).map(
      (kind) =>
        [
          `${kind} page`,
          async () => {
            const page: ContentPageData = {
              id: 49,
              title: TITLE,
              body: corpusHtml,
              updated_at: '2026-10-23T10:00:00.000Z',
            };
            server.use(on('contentPage', () => ({ status: true, data: page })));
            const ui: ReactNode = kind === 'content' ? <ContentPage id={49} /> : <PolicyPage />;
            await renderApp(ui, { toasts: true });
            await screen.findByRole('heading', { level: 1, name: TITLE }, SLOW);
          },
        ] as [string, () => Promise<unknown>],
    ),
    [
      'newsletter',
      async () => {
        const letter = {
          id: 7,
          title: TITLE,
          summary: TITLE,
          image: null,
          published_at: '2026-10-23T10:00:00.000Z',
          body: corpusHtml,
        };
        server.use(on('newsletterDetail', () => ({ status: true, data: letter })));
        await renderApp(<NewsletterDetailPage id={7} />, { toasts: true });
        await screen.findByRole('heading', { level: 1, name: TITLE }, SLOW);
      },
    ],
    [
      'series detail page',
      async () => {
        serveMedia(mediaDetail({ title: TITLE, description: corpusHtml }));
        await renderApp(<SeriesDetailPage id={11} />);
        await screen.findByRole('heading', { level: 1, name: TITLE }, SLOW);
      },
    ],
    [
      'details overlay',
      async () => {
        serveMedia(mediaDetail({ title: TITLE, description: corpusHtml }));
        await renderApp(<OverlayHome />, { route: '/?media=11' });
        await screen.findByRole('heading', { name: TITLE }, SLOW);
      },
    ],
  ];

  it.each(pages)('%s', async (_name, show) => {
    await show();
    await screen.findAllByText((_, el) => el?.hasAttribute('data-safe-html') ?? false);
    fireEvents(document.body);
    await queuedEvents();
    expect(canary).not.toHaveBeenCalled();
    expect(auditPage(document.body)).toEqual([]);
  });
});
