import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '@contract/entities';
import { HeroCarousel } from '@/features/catalogue/components/hero-carousel';
import { renderApp } from './render-app';
import { stubConnection } from './stub-connection';

/*
 * Issue 29: the hero's hidden slides sit beside the first one, where the browser's lazy loading
 * fetched and decoded every slide's large picture while the first view loaded. A slide's picture
 * is asked for when it is shown, and the next one's once the page is idle. jsdom has no idle
 * callback: the fallback's 1.5 s timer, run here on a fake clock, 2 s at a time (the hero's own
 * turn comes at 7 s).
 */

let link: ReturnType<typeof stubConnection> | null = null;
afterEach(() => {
  link?.restore();
  link = null;
  vi.useRealTimers();
});

const slide = (id: number): Slide => ({
  id,
  set_no: 1,
  title: `Слайд ${id}`,
  subtitle: null,
  image: `/art/${id}-640-1280-1920.webp`,
  link: null,
  media_id: null,
});

async function hero() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await renderApp(<HeroCarousel slides={[slide(1), slide(2), slide(3), slide(4)]} />);
  const region = await screen.findByRole('region', { name: 'Онцлох' });
  return {
    pictured: () =>
      [...region.querySelectorAll('img')].map((img) => /\/art\/(\d+)-/.exec(img.src)?.[1]),
    next: () => fireEvent.click(screen.getByRole('button', { name: 'Дараагийн слайд' })),
  };
}

const idle = () => act(() => vi.advanceTimersByTimeAsync(2000));

describe("the hero's pictures", () => {
  it("start with the first slide's, then the next one's once idle, each turn the one after", async () => {
    link = stubConnection({ effectiveType: '4g' });
    const { pictured, next } = await hero();
    expect(pictured()).toEqual(['1']);
    await idle();
    expect(pictured()).toEqual(['1', '2']);
    next();
    expect(pictured()).toEqual(['1', '2']);
    await idle();
    expect(pictured()).toEqual(['1', '2', '3']);
  });

  it('on a poor link, come only for the slide a tap shows', async () => {
    link = stubConnection({ saveData: true, effectiveType: '4g' });
    const { pictured, next } = await hero();
    await idle();
    expect(pictured()).toEqual(['1']);
    next();
    expect(pictured()).toEqual(['1', '2']);
    // Going back keeps the picture it had, so the slide leaving is still drawn as it slides out.
    fireEvent.click(screen.getByRole('button', { name: '1 / 4' }));
    expect(pictured()).toEqual(['1', '2']);
  });
});
