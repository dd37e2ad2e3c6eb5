import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Newsletter, Program } from '@contract/entities';
import { keptImageUrl } from '@contract/image-variants';
import { resetAuthForTests } from '@/session';
import { LiveSection } from '@/features/catalogue/components/live-section';
import { SeriesDetailPage } from '@/features/media-detail/components/series-detail-page';
import { NewsletterCard } from '@/features/newsletter/components/newsletter-card';
import { MediaCard } from '@/ui/media-card';
import { card, episodeGroups, mediaDetail, serveMedia } from './handlers/catalogue';
import { on } from './handlers/contract';
import { server } from './msw-server';
import { OverlayHome } from './overlay-home';
import { renderApp } from './render-app';

/*
 * A studio upload (docs/decisions/054-studio-images.md, 079-image-sizes.md) reaches each slot
 * with every width it was stored at, so the browser can fetch the smallest that fills the slot;
 * seeded SVG art and any other URL stay a plain src.
 */

afterEach(() => {
  resetAuthForTests();
  document.body.className = '';
});

/** The one picture inside a card, link or list item. */
const pictureIn = (element: HTMLElement) => element.querySelector('img')!;

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

  it("offers each episode's still at its widths, sized to the row or the grid", async () => {
    const still = keptImageUrl('', 'e'.repeat(32), [320, 640, 1280]);
    serveMedia(mediaDetail());
    server.use(
      on('groups', () => ({
        status: true,
        data: episodeGroups(11, 3).map((group) => ({
          ...group,
          episodes: group.episodes.map((episode) => ({ ...episode, image: still })),
        })),
      })),
    );
    await renderApp(<SeriesDetailPage id={11} />);
    const first = pictureIn(await screen.findByRole('link', { name: /1-р анги/ }));
    expect(first.getAttribute('srcset')).toBe(
      [320, 640].map((w) => `/uploads/images/${'e'.repeat(32)}-${w}.webp ${w}w`).join(', ') +
        `, ${still} 1280w`,
    );
    expect(first.getAttribute('sizes')).toBe(
      '(max-width: 599px) 136px, (max-width: 1023px) 50vw, 320px',
    );
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

const poster = keptImageUrl('', 'c'.repeat(32), [160, 320, 480]);
const still = keptImageUrl('', 'd'.repeat(32), [320, 640, 1280]);

describe('uploaded images on cards', () => {
  it("a poster card offers the upload's widths sized to its column; an SVG card one src", async () => {
    await renderApp(
      <ul>
        <li>
          <MediaCard media={{ ...card(7, 'Эдийн засгийн цаг'), image1: poster }} />
        </li>
        <li>
          <MediaCard media={card(8, 'Хөрөнгийн бирж')} />
        </li>
      </ul>,
    );
    const uploaded = pictureIn(await screen.findByRole('link', { name: /Эдийн засгийн цаг/ }));
    expect(uploaded.getAttribute('srcset')).toBe(
      `/uploads/images/${'c'.repeat(32)}-160.webp 160w, ` +
        `/uploads/images/${'c'.repeat(32)}-320.webp 320w, ${poster} 480w`,
    );
    expect(uploaded.getAttribute('sizes')).toBe('(min-width: 768px) 210px, 38vw');
    // The widest is a real file: a browser without srcset still draws the picture.
    expect(uploaded.getAttribute('src')).toBe(poster);
    // The slot's shape is known before a byte arrives, whichever width is chosen.
    expect([uploaded.getAttribute('width'), uploaded.getAttribute('height')]).toEqual([
      '200',
      '300',
    ]);

    const seeded = pictureIn(screen.getByRole('link', { name: /Хөрөнгийн бирж/ }));
    expect(seeded.getAttribute('src')).toBe('/art/8.svg');
    expect(seeded.hasAttribute('srcset')).toBe(false);
    expect(seeded.hasAttribute('sizes')).toBe(false);
  });

  it("a programme's uploaded still is offered at its widths for the 96 px thumbnail", async () => {
    const program: Program = {
      id: 1,
      title: 'Өглөөний мэдээ',
      description: null,
      image: still,
      media_id: 99,
      starts_at: '2024-05-01T00:00:00.000Z',
      ends_at: '2024-05-01T03:00:00.000Z',
      is_live: false,
    };
    server.use(on('programSlides', () => ({ status: true, data: [program] })));
    await renderApp(<LiveSection />);
    const item = (await screen.findByText('Өглөөний мэдээ')).closest('li')!;
    const thumb = pictureIn(item);
    expect(thumb.getAttribute('srcset')).toBe(
      [320, 640].map((w) => `/uploads/images/${'d'.repeat(32)}-${w}.webp ${w}w`).join(', ') +
        `, ${still} 1280w`,
    );
    expect(thumb.getAttribute('sizes')).toBe('96px');
  });

  it('a newsletter card with an old single-file URL keeps it as its only source', async () => {
    const letter = (id: number, image: string): Newsletter => ({
      id,
      title: `Мэдээ ${id}`,
      summary: null,
      image,
      published_at: '2024-05-01T00:00:00.000Z',
    });
    const old = '/uploads/newsletter/spring.jpg';
    await renderApp(
      <>
        <NewsletterCard item={letter(1, still)} />
        <NewsletterCard item={letter(2, old)} />
      </>,
    );
    const [fresh, kept] = (await screen.findAllByRole('article')).map(pictureIn);
    expect(fresh!.getAttribute('sizes')).toBe('(min-width: 640px) 460px, 100vw');
    expect(fresh!.getAttribute('srcset')).toContain(`${still} 1280w`);
    expect(kept!.getAttribute('src')).toBe(old);
    expect(kept!.hasAttribute('srcset')).toBe(false);
  });
});
