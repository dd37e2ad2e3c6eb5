import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryItem } from '@contract/entities';
import { forgetSession, resetAuthForTests } from '@/session';
import { ContinueWatchingRow } from '@/features/watch';
import { user } from './handlers/auth';
import { card } from './handlers/catalogue';
import { on } from './handlers/contract';
import { server } from './msw-server';
import { renderApp } from './render-app';

const entry = (id: number, position: number, duration: number): HistoryItem => ({
  id,
  media: card(id, `Цуврал ${id}`),
  episode: { id: 100 + id, number: 2, title: '2-р анги', image: null },
  position_sec: position,
  duration_sec: duration,
  updated_at: '2026-11-20T12:00:00.000Z',
});

afterEach(async () => {
  await forgetSession();
  resetAuthForTests();
});

describe('continue watching row', () => {
  it('shows how much of each title is watched, as a progress bar read out in words', async () => {
    server.use(
      on('historyLatest', ({ ok }) =>
        ok([entry(1, 630, 1500), entry(2, 6, 12), entry(3, 1490, 1500)]),
      ),
    );
    await renderApp(<ContinueWatchingRow />, { user: user({ id: 42 }) });
    const row = await screen.findByRole('region', { name: 'Үргэлжлүүлэн үзэх' });
    const links = within(row).getAllByRole('link');
    // The finished third title is not "in progress".
    expect(links).toHaveLength(2);
    const bars = within(row).getAllByRole('progressbar', { name: 'Үзсэн хэсэг' });
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['42', '50']);
    expect(bars.map((b) => b.getAttribute('aria-valuetext'))).toEqual(['42% үзсэн', '50% үзсэн']);
    expect(bars[0]!.getAttribute('aria-valuemax')).toBe('100');
    expect(links[0]!.getAttribute('href')).toBe('/watch/1/101');
  });
});
