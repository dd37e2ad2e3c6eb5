import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentPage as ContentPageData } from '@contract/entities';
import { ContentPage } from '@/features/pages/components/content-page';
import { PolicyPage } from '@/features/pages/components/policy-page';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { fail, on } from './handlers/contract';

declare global {
  interface Window {
    __pageHacked?: boolean;
  }
}

const hostile =
  '<h2>Бид ямар мэдээлэл цуглуулдаг вэ?</h2>' +
  '<ul><li>Утасны дугаар</li><li>Үзсэн түүх</li></ul>' +
  '<table><tr><th>Төрөл</th><td>Хугацаа</td></tr></table>' +
  '<script>window.__pageHacked = true</script>' +
  '<img src="x" onerror="window.__pageHacked = true" alt="">' +
  '<p onclick="window.__pageHacked = true">Дарж болохгүй</p>' +
  '<a href="javascript:window.__pageHacked=true">Хортой</a>' +
  '<a href="/faq">Түгээмэл асуулт</a>' +
  '<iframe src="https://evil.example"></iframe>';

function page(id: number, title: string): ContentPageData {
  return { id, title, body: hostile, updated_at: '2026-10-23T10:00:00.000Z' };
}

function serve(pages: ContentPageData[]) {
  server.use(
    on('contentPage', ({ params }) => {
      const found = pages.find((p) => p.id === Number(params.id));
      return found ? { status: true, data: found } : fail(404, 'Хайсан зүйл олдсонгүй!');
    }),
  );
}

function expectSanitised(article: HTMLElement) {
  expect(article.querySelector('script')).toBeNull();
  expect(article.querySelector('iframe')).toBeNull();
  expect(article.querySelector('[onerror]')).toBeNull();
  expect(article.querySelector('[onclick]')).toBeNull();
  expect(within(article).getByText('Хортой').getAttribute('href')).toBeNull();
  // Safe markup survives: headings, lists, tables and same-site links.
  expect(within(article).getByRole('heading', { level: 2 }).textContent).toBe(
    'Бид ямар мэдээлэл цуглуулдаг вэ?',
  );
  expect(within(article).getAllByRole('listitem')).toHaveLength(2);
  expect(within(article).getByRole('table')).toBeTruthy();
  expect(within(article).getByRole('link', { name: 'Түгээмэл асуулт' }).getAttribute('href')).toBe(
    '/faq',
  );
  expect(window.__pageHacked).toBeUndefined();
}

afterEach(() => {
  delete window.__pageHacked;
});

describe('content pages', () => {
  it('shows the title, the update date and the sanitised body', async () => {
    serve([page(47, 'Бидний тухай')]);
    await renderApp(<ContentPage id={47} />, { route: '/content/47', toasts: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Бидний тухай' })).toBeTruthy();
    const date = screen.getByText((_, el) => el?.tagName === 'TIME');
    expect(date.getAttribute('datetime')).toBe('2026-10-23');
    expect(date.textContent).toBe('2026 оны 10-р сарын 23');
    expectSanitised(screen.getByRole('article'));
  });

  it('links the sibling pages and marks the current one', async () => {
    serve([page(48, 'Үйлчилгээний нөхцөл')]);
    await renderApp(<ContentPage id={48} />, { route: '/content/48', toasts: true });
    await screen.findByRole('heading', { level: 1, name: 'Үйлчилгээний нөхцөл' });
    const nav = screen.getByRole('navigation', { name: 'Бусад мэдээлэл' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/content/47',
      '/content/48',
      '/content/49',
      '/faq',
      '/contact',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe(
      'Үйлчилгээний нөхцөл',
    );
  });

  it('/policy shows the privacy policy (page 49) sanitised', async () => {
    serve([page(49, 'Нууцлалын бодлого')]);
    await renderApp(<PolicyPage />, { route: '/policy', toasts: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Нууцлалын бодлого' }),
    ).toBeTruthy();
    expectSanitised(screen.getByRole('article'));
    // The bare page has no sibling navigation of its own.
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
