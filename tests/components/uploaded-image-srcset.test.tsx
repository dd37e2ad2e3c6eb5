import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keptImageUrl } from '@contract/image-variants';
import { resetAuthForTests } from '@/session';
import { SeriesDetailPage } from '@/features/media-detail/components/series-detail-page';
import { mediaDetail, serveMedia } from './handlers/catalogue';
import { OverlayHome } from './overlay-home';
import { renderApp } from './render-app';

/*
 * A studio upload (docs/decisions/054-studio-images.md) reaches the detail hero with every width
 * it was stored at, so the browser can fetch the smallest that fills the slot; seeded art stays a
 * plain src.
 */

afterEach(() => {
  resetAuthForTests();
  document.body.className = '';
});

const banner = keptImageUrl('', 'a'.repeat(32), [640, 1280, 1920]);
const logo = keptImageUrl('', 'b'.repeat(32), [240, 480]);

describe('uploaded images in the detail hero', () => {
  it('the overlay offers the banner and the title art at each width, sized to its slot', async () => {
    serveMedia(mediaDetail({ banner, logo }));
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const dialog = await screen.findByRole('dialog');
    const art = await within(dialog).findByRole('img', { name: 'Зах зээлийн тойм' });
    expect(art.getAttribute('srcset')).toBe(
      `/uploads/images/${'b'.repeat(32)}-240.webp 240w, ${logo} 480w`,
    );
    expect(art.getAttribute('sizes')).toBe('(min-width: 768px) 480px, 360px');
    const hero = dialog.querySelector<HTMLImageElement>(`img[src="${banner}"]`)!;
    expect(hero.getAttribute('srcset')).toBe(
      [640, 1280].map((w) => `/uploads/images/${'a'.repeat(32)}-${w}.webp ${w}w`).join(', ') +
        `, ${banner} 1920w`,
    );
    expect(hero.getAttribute('sizes')).toBe('(min-width: 960px) 960px, 100vw');
  });

  it('leaves seeded SVG art as one src', async () => {
    serveMedia(mediaDetail());
    const { container } = await renderApp(<SeriesDetailPage id={11} />);
    await screen.findByRole('heading', { level: 1 });
    const hero = container.querySelector<HTMLImageElement>('img[src="/art/banner-11.svg"]')!;
    expect(hero).not.toBeNull();
    expect(hero.hasAttribute('srcset')).toBe(false);
    expect(hero.hasAttribute('sizes')).toBe(false);
  });
});
