import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FaqItem } from '@contract/entities';
import { FaqPage } from '@/features/pages/components/faq-page';
import { server } from './msw-server';
import { renderApp } from './render-app';
import { on } from './handlers/contract';

declare global {
  interface Window {
    __faqHacked?: boolean;
  }
}

const items: FaqItem[] = [
  { id: 11, title: 'Хэрхэн бүртгүүлэх вэ?', body: '<p>Нэвтрэх товчийг дарна.</p>' },
  {
    id: 12,
    title: 'Эрхээ хэрхэн сунгах вэ?',
    body:
      '<ul><li>30 хоног — 9,900₮</li></ul>' +
      '<script>window.__faqHacked = true</script>' +
      '<img src="x" onerror="window.__faqHacked = true">' +
      '<a href="javascript:window.__faqHacked=true">аюултай холбоос</a>' +
      '<a href="https://btv.mn/help">Тусламж</a>',
  },
  { id: 13, title: 'ПИН кодоо мартсан бол яах вэ?', body: '<p><strong>ПИН СЭРГЭЭХ</strong></p>' },
];

async function renderFaq() {
  server.use(on('faq', () => ({ status: true, data: items })));
  const view = await renderApp(<FaqPage />, { route: '/faq', toasts: true });
  await screen.findByRole('heading', { level: 1, name: 'Түгээмэл асуулт, хариулт' });
  const triggers = items.map((item) => screen.getByRole('button', { name: item.title }));
  return { ...view, triggers };
}

const expanded = (buttons: HTMLElement[]) =>
  buttons.map((b) => b.getAttribute('aria-expanded') === 'true');

function panelOf(trigger: HTMLElement): HTMLElement {
  const id = trigger.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('trigger controls no panel');
  return panel;
}

afterEach(() => {
  delete window.__faqHacked;
});

describe('FAQ accordion', () => {
  it('is a numbered list of questions, all closed at first', async () => {
    const { triggers } = await renderFaq();
    const list = triggers[0]!.closest('ol');
    if (!list) throw new Error('the questions are not in an ordered list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('01')).toBeTruthy();
    expect(within(list).getByText('03')).toBeTruthy();
    // Each question is a heading with its button inside, in document order.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      items.map((item, i) => `${String(i + 1).padStart(2, '0')}${item.title}`),
    );
    expect(expanded(triggers)).toEqual([false, false, false]);
    for (const trigger of triggers) expect(panelOf(trigger).hasAttribute('hidden')).toBe(true);
  });

  it('opens one item at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    const { triggers } = await renderFaq();
    const [first, second] = triggers as [HTMLElement, HTMLElement, HTMLElement];

    await user.click(first);
    expect(expanded(triggers)).toEqual([true, false, false]);
    expect(panelOf(first).hasAttribute('hidden')).toBe(false);
    expect(within(panelOf(first)).getByText('Нэвтрэх товчийг дарна.')).toBeTruthy();

    await user.click(second);
    expect(expanded(triggers)).toEqual([false, true, false]);
    expect(panelOf(first).hasAttribute('hidden')).toBe(true);

    await user.click(second);
    expect(expanded(triggers)).toEqual([false, false, false]);
    await waitFor(() => expect(panelOf(second).hasAttribute('hidden')).toBe(true));
  });

  it('works from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    const { triggers } = await renderFaq();
    const [first, , third] = triggers as [HTMLElement, HTMLElement, HTMLElement];

    await user.tab();
    // The sibling-page links come first; tab until the first question has focus.
    while (document.activeElement !== first) await user.tab();
    await user.keyboard('{Enter}');
    expect(expanded(triggers)).toEqual([true, false, false]);

    third.focus();
    await user.keyboard(' ');
    expect(expanded(triggers)).toEqual([false, false, true]);
    await user.keyboard('{Enter}');
    expect(expanded(triggers)).toEqual([false, false, false]);
  });

  it('renders answers as sanitised HTML: no script, no handlers, no javascript: links', async () => {
    const user = userEvent.setup();
    const { triggers } = await renderFaq();
    await user.click(triggers[1]!);
    const panel = panelOf(triggers[1]!);

    expect(within(panel).getByRole('listitem').textContent).toBe('30 хоног — 9,900₮');
    expect(panel.querySelector('script')).toBeNull();
    const img = panel.querySelector('img');
    expect(img?.hasAttribute('onerror')).toBe(false);
    const dangerous = within(panel).getByText('аюултай холбоос');
    expect(dangerous.getAttribute('href')).toBeNull();
    const help = within(panel).getByRole('link', { name: 'Тусламж' });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
    expect(window.__faqHacked).toBeUndefined();
  });

  it('shows an empty state when there are no questions', async () => {
    server.use(on('faq', () => ({ status: true, data: [] })));
    await renderApp(<FaqPage />, { route: '/faq', toasts: true });
    expect(
      await screen.findByRole('heading', { name: 'Одоогоор асуулт, хариулт нэмэгдээгүй байна.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
  });
});
