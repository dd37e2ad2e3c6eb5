import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { clear, get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@contract/entities';
import { SearchCombobox } from '@/features/search/components/search-combobox';
import { SEARCH_DEBOUNCE_MS } from '@/features/search/hooks/use-debounced-value';
import { resetRecentSearchesForTests } from '@/features/search/recent/recent-searches-store';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { on } from './handlers/contract';

const result = (id: number, title: string): SearchResult => ({
  id,
  kind: 'series',
  title,
  image: null,
  keywords: null,
  original_name: `Original ${id}`,
});

interface SearchCall {
  q: string;
  aborted: () => boolean;
}

/** The search endpoint; `slow` queries answer only after a long wait (or never, if aborted). */
function serveSearch(answers: Record<string, SearchResult[]>, slow: string[] = []) {
  const calls: SearchCall[] = [];
  server.use(
    on('search', async ({ request, query }) => {
      const q = query.get('q') ?? '';
      let aborted = false;
      request.signal.addEventListener('abort', () => {
        aborted = true;
      });
      calls.push({ q, aborted: () => aborted || request.signal.aborted });
      if (slow.includes(q)) await delay(5_000);
      return { status: true, data: answers[q] ?? [] };
    }),
  );
  return calls;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('header typeahead', () => {
  it('starts at one character and waits for a pause in typing', async () => {
    const calls = serveSearch({
      з: [result(1, 'Зах зээлийн тойм')],
      зах: [result(1, 'Зах зээлийн тойм')],
    });
    await renderApp(<SearchCombobox />);
    const input = screen.getByRole('combobox', { name: 'Хайх' });

    await userEvent.type(input, 'з');
    expect(await screen.findByRole('option', { name: /Зах зээлийн тойм/ })).toBeTruthy();
    expect(calls.map((c) => c.q)).toEqual(['з']);

    // Three quick keys: one request, for the settled text only.
    await userEvent.type(input, 'ах');
    await pause(SEARCH_DEBOUNCE_MS + 150);
    expect(calls.map((c) => c.q)).toEqual(['з', 'зах']);
  });

  it('cancels a request the typing has made stale, and shows only the newer answer', async () => {
    const calls = serveSearch(
      { б: [result(7, 'Бизнесийн ертөнц')], би: [result(8, 'Бизнес ба хууль')] },
      ['б'],
    );
    await renderApp(<SearchCombobox />);
    const input = screen.getByRole('combobox', { name: 'Хайх' });

    await userEvent.type(input, 'б');
    await waitFor(() => expect(calls.map((c) => c.q)).toEqual(['б']));
    await userEvent.type(input, 'и');
    expect(await screen.findByRole('option', { name: /Бизнес ба хууль/ })).toBeTruthy();
    expect(calls.map((c) => c.q)).toEqual(['б', 'би']);
    await waitFor(() => expect(calls[0]?.aborted()).toBe(true));
    expect(calls[1]?.aborted()).toBe(false);
    expect(screen.queryByRole('option', { name: /Бизнесийн ертөнц/ })).toBeNull();
  });

  it('opens /theatre/detail/{id} with the keyboard: type, ArrowDown, Enter', async () => {
    serveSearch({ т: [result(21, 'Тооны орон'), result(22, 'Театрын тайз')] });
    const { router } = await renderApp(<SearchCombobox />);
    const input = screen.getByRole('combobox', { name: 'Хайх' });

    await userEvent.type(input, 'т');
    await screen.findByRole('option', { name: /Тооны орон/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /Театрын тайз/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/theatre/detail/22'));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('searches the typed words on Enter: /search with them, kept among the recent searches', async () => {
    await clear();
    resetRecentSearchesForTests();
    serveSearch({ 'зах зээл': [result(31, 'Зах зээлийн тойм')] });
    const { router } = await renderApp(<SearchCombobox />);
    const input = screen.getByRole('combobox', { name: 'Хайх' });

    await userEvent.type(input, 'зах зээл');
    await screen.findByRole('option', { name: /Зах зээлийн тойм/ });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ q: 'зах зээл' });
    await waitFor(async () => expect(await get('search.recent.guest')).toEqual(['зах зээл']));
    await clear();
    resetRecentSearchesForTests();
  });

  it('says so when nothing matches', async () => {
    serveSearch({});
    await renderApp(<SearchCombobox />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Хайх' }), 'щ');
    expect(await screen.findByText('“щ” гэсэн илэрц олдсонгүй.')).toBeTruthy();
  });

  // The kind is a flex item, so browsers put a space before it in the name; jsdom does not.
  it('shows each result’s kind, in its accessible name too', async () => {
    serveSearch({
      т: [
        { ...result(31, 'Тооны орон'), kind: 'series' },
        { ...result(32, 'Тэнгэрийн кино'), kind: 'movie' },
        { ...result(33, 'Тайзан дээр'), kind: 'theatre' },
      ],
    });
    await renderApp(<SearchCombobox />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Хайх' }), 'т');
    expect(await screen.findByRole('option', { name: /^Тооны орон.*Цуврал$/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Тэнгэрийн кино.*Кино$/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Тайзан дээр.*Театр$/ })).toBeTruthy();
    expect(screen.getByText('Театр')).toBeTruthy();
  });

  it('opens a podcast’s or a newsletter’s own page, named with its kind', async () => {
    // The same id in three tables: each option is its own (kind and id together).
    serveSearch({
      м: [
        { ...result(7, 'Мөнгө ба ертөнц'), kind: 'series' },
        { ...result(7, 'Мөнгө ба мэдлэг'), kind: 'podcast', original_name: null },
        { ...result(7, 'Мөнгөний бодлого'), kind: 'newsletter', original_name: null },
      ],
    });
    const { router } = await renderApp(<SearchCombobox />);
    const input = screen.getByRole('combobox', { name: 'Хайх' });
    await userEvent.type(input, 'м');
    expect(await screen.findByRole('option', { name: /^Мөнгө ба мэдлэг.*Подкаст$/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Мөнгөний бодлого.*Товхимол$/ })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(3);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/podcast/detail/7'));

    await userEvent.type(input, 'м');
    await screen.findByRole('option', { name: /Мөнгөний бодлого/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/news-letter/detail/7'));
  });

  it('offers recent searches when focused and empty, and opens /search with the one chosen', async () => {
    resetRecentSearchesForTests();
    await set('search.recent.guest', ['тойм', 'зах']);
    serveSearch({});
    const { router } = await renderApp(<SearchCombobox />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Хайх' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['тоймСүүлд хайсан', 'захСүүлд хайсан']);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ q: 'зах' });
    await waitFor(async () => expect(await get('search.recent.guest')).toEqual(['зах', 'тойм']));
    await clear();
    resetRecentSearchesForTests();
  });
});
