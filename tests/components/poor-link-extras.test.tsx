import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '@contract/entities';
import { HeroCarousel } from '@/features/catalogue/components/hero-carousel';
import { queryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { renderApp } from './render-app';
import { stubConnection } from './stub-connection';

/*
 * Issue 29 (decision 050): on Save-Data or a 3g-or-slower link the extras that spend the link on
 * what nobody asked for stay off; on a good link (no navigator.connection, as jsdom and Firefox
 * have, or a 4g one) they run. The overlay's hover video is tested in media-overlay.test.tsx.
 */

let link: ReturnType<typeof stubConnection> | null = null;
afterEach(() => {
  link?.restore();
  link = null;
  vi.useRealTimers();
});

const POOR = [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['3g', { saveData: false, effectiveType: '3g' }],
  ['2g', { effectiveType: '2g' }],
  ['slow-2g', { effectiveType: 'slow-2g' }],
] as const;

describe('route preloading on hover or touch', () => {
  it('is on for a good link', () => {
    expect(createAppRouter(queryClient).options.defaultPreload).toBe('intent');
    link = stubConnection({ saveData: false, effectiveType: '4g' });
    expect(createAppRouter(queryClient).options.defaultPreload).toBe('intent');
  });

  it.each(POOR)('is off on %s', (_, info) => {
    link = stubConnection(info);
    expect(createAppRouter(queryClient).options.defaultPreload).toBe(false);
  });

  it('follows the link as it changes', () => {
    link = stubConnection({ effectiveType: '4g' });
    const router = createAppRouter(queryClient);
    link.change({ effectiveType: '3g' });
    expect(router.options.defaultPreload).toBe(false);
    link.change({ effectiveType: '4g' });
    expect(router.options.defaultPreload).toBe('intent');
  });
});

const slide = (id: number, title: string): Slide => ({
  id,
  set_no: 1,
  title,
  subtitle: null,
  image: `/art/s${id}.svg`,
  link: null,
  media_id: null,
});

describe('the home hero turning its slides', () => {
  async function heroAfter(ms: number) {
    // Only the hero's clock is faked: rendering and finding wait on setTimeout.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderApp(<HeroCarousel slides={[slide(1, 'Нэгдүгээр'), slide(2, 'Хоёрдугаар')]} />);
    const hero = await screen.findByRole('region', { name: 'Онцлох' });
    await act(() => vi.advanceTimersByTimeAsync(ms));
    const shown = within(hero)
      .getAllByRole('group', { hidden: true })
      .find((group) => group.getAttribute('aria-hidden') !== 'true');
    return within(shown!).getByRole('heading').textContent;
  }

  it('turns on a good link', async () => {
    link = stubConnection({ effectiveType: '4g' });
    expect(await heroAfter(7100)).toBe('Хоёрдугаар');
  });

  it.each(POOR)('stays on its first slide on %s', async (_, info) => {
    link = stubConnection(info);
    expect(await heroAfter(7100)).toBe('Нэгдүгээр');
  });
});
