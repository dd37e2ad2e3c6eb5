import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActorDetail, Movie } from '@contract/entities';
import { ActorPage } from '@/features/media-detail/components/actor-page';
import { SeriesDetailPage } from '@/features/media-detail/components/series-detail-page';
import { TheatreDetailPage } from '@/features/media-detail/components/theatre-detail-page';
import { formatTugrik } from '@/lib/format-tugrik';
import { forgetSession, resetAuthForTests, signIn } from '@/session';
import { loginData } from './handlers/auth';
import { mediaDetail, serveMedia } from './handlers/catalogue';
import { OverlayHome } from './overlay-home';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { fail, on } from './handlers/contract';
import { Toasts } from './toast-list';

afterEach(async () => {
  await forgetSession();
  resetAuthForTests();
  document.body.className = '';
});

/** User 7 signed in with the token the assertions name. */
const signInAs7 = () => signIn({ ...loginData({ id: 7 }), access_token: 'token-7' });

const movie = (overrides: Partial<Movie> = {}): Movie => ({
  id: 31,
  kind: 'theatre',
  title: 'Хуримын дуу',
  atitle: 'Хуримын дуу',
  description: null,
  image1: null,
  poster_hz: null,
  banner: null,
  is_theatre: 1,
  is_free: false,
  has_price: true,
  price: 15000,
  vid1: null,
  vid2: null,
  vid3: null,
  dubs: [],
  subs: [],
  audio: null,
  duration_sec: 5400,
  rental_ends_at: null,
  can_watch: false,
  reason: null,
  reason_code: null,
  has_video: true,
  ...overrides,
});

describe('like toggle', () => {
  it('asks a guest to log in, with the spec text, and changes nothing', async () => {
    serveMedia(mediaDetail());
    await renderApp(
      <>
        <OverlayHome />
        <Toasts />
      </>,
      { route: '/?media=11' },
    );
    const like = await within(await screen.findByRole('dialog')).findByRole('button', {
      name: /^Таалагдсан/,
    });
    await userEvent.click(like);
    expect(
      // The modal hides the rest of the page from assistive tech, so query hidden nodes too.
      within(screen.getByRole('list', { name: 'toasts', hidden: true })).getByText(
        'Нэвтэрч орсны дараа уг үйлдлийг хийх боломжтой',
      ),
    ).toBeTruthy();
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });

  it('likes at once for a user and keeps the server state', async () => {
    await signInAs7();
    serveMedia(mediaDetail());
    let seen = '';
    server.use(
      on('mediaStatus', ({ params, request }) => {
        seen = `${params.mediaId}/${params.userId}/${params.action}/${params.value} ${request.headers.get('authorization')}`;
        return {
          status: true,
          data: { liked: 1, later: false, notify: false, watch_status: null, like_count: 1201 },
        };
      }),
    );
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const like = await within(await screen.findByRole('dialog')).findByRole('button', {
      name: /^Таалагдсан/,
    });
    await userEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(seen).toBe('11/7/like/1 Bearer token-7');
    expect(like.textContent).toContain((1201).toLocaleString('mn-MN'));
  });

  it('rolls the like back when the server refuses', async () => {
    await signInAs7();
    serveMedia(mediaDetail({ liked: 1 }));
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      on('mediaStatus', async () => {
        await answered;
        return fail(404, 'Хайсан зүйл олдсонгүй!');
      }),
    );
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const like = await within(await screen.findByRole('dialog')).findByRole('button', {
      name: /^Таалагдсан/,
    });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(like);
    // Optimistic: off before the server answers…
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
    release();
    // …and back on once it refuses.
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('detail pages', () => {
  it('renders a series page with its episodes by group', async () => {
    serveMedia(mediaDetail());
    await renderApp(<SeriesDetailPage id={11} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Зах зээлийн тойм' })).toBeTruthy();
    const episodes = await screen.findByTestId('episodes');
    const tabs = await within(episodes).findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['1-10', '11-12']);
    const panel = within(episodes).getByRole('tabpanel');
    expect(within(panel).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(tabs[1]!);
    const second = within(episodes).getByRole('tabpanel');
    expect(
      within(second)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/watch/11/111', '/watch/11/112']);
    const seasons = screen.getByTestId('seasons');
    expect(within(seasons).getByRole('link', { name: '2-р улирал' }).getAttribute('href')).toBe(
      '/series/detail/12',
    );
    expect(within(screen.getByTestId('similar')).getByRole('link').getAttribute('href')).toBe(
      '/series/detail/21',
    );
    expect(document.title).toContain('Зах зээлийн тойм');
  });

  it('counts a series still coming out as published of planned: 37/43 анги', async () => {
    serveMedia(mediaDetail({ episode_count: 37, total_episode: 43, is_completed: false }));
    await renderApp(<SeriesDetailPage id={11} />);
    expect(await screen.findByText('37/43 анги')).toBeTruthy();
  });

  it('counts a series with every episode out as its planned count', async () => {
    serveMedia(mediaDetail({ episode_count: 43, total_episode: 43, is_completed: true }));
    await renderApp(<SeriesDetailPage id={11} />);
    expect(await screen.findByText('43 анги')).toBeTruthy();
  });

  it('names each cast member and voice actor in full, on hover too', async () => {
    const long = 'Мандах Эрдэнэбилэгийн Батсуурь';
    serveMedia(
      mediaDetail({
        actors: [{ id: 5, name: long, image: null, vname: `${long} Ганбаатар`, vimage: null }],
      }),
    );
    await renderApp(<SeriesDetailPage id={11} />);
    const actor = await screen.findByText(long);
    expect(actor.getAttribute('title')).toBe(long);
    const voice = screen.getByText(`${long} Ганбаатар`);
    expect(voice.getAttribute('title')).toBe(`${long} Ганбаатар`);
  });

  it('plays a fresh next episode at once, without asking', async () => {
    serveMedia(mediaDetail({ epId: 104, ep_position_sec: 0 }));
    await renderApp(<SeriesDetailPage id={11} />);
    const play = await screen.findByRole('link', { name: 'Үзэх' });
    expect(play.getAttribute('href')).toBe('/watch/11/104');
  });

  it('asks "continue or start over" for a half-watched episode, and each goes where it says', async () => {
    serveMedia(mediaDetail({ epId: 103, ep_position_sec: 754 }));
    const { router } = await renderApp(<SeriesDetailPage id={11} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Үзэх' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Өмнө үзэж байсан газраасаа үргэлжлүүлэх үү?',
    });
    expect(dialog.textContent).toContain('12:34');
    const resume = within(dialog).getByRole('link', { name: 'Үргэлжлүүлэх (12:34)' });
    // The likely choice has the keyboard; Tab reaches the other.
    expect(document.activeElement).toBe(resume);
    await userEvent.tab();
    const over = within(dialog).getByRole('link', { name: 'Эхнээс нь үзэх' });
    expect(document.activeElement).toBe(over);
    expect(over.getAttribute('href')).toBe('/watch/11/103?start=over');
    // Escape closes it and gives the keyboard back to the play button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Үзэх' })),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Үзэх' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Үргэлжлүүлэх (12:34)' }));
    await waitFor(() => expect(router.state.location.href).toBe('/watch/11/103?start=resume'));
  });

  it('asks the same on the details overlay, over the overlay', async () => {
    serveMedia(mediaDetail({ epId: 103, ep_position_sec: 65 }));
    const { router } = await renderApp(<OverlayHome />, { route: '/?media=11' });
    const overlay = await screen.findByRole('dialog');
    await userEvent.click(await within(overlay).findByRole('button', { name: 'Үзэх' }));
    const choice = await screen.findByRole('dialog', {
      name: 'Өмнө үзэж байсан газраасаа үргэлжлүүлэх үү?',
    });
    await userEvent.click(within(choice).getByRole('link', { name: 'Эхнээс нь үзэх' }));
    await waitFor(() => expect(router.state.location.href).toBe('/watch/11/103?start=over'));
  });

  it('shows a theatre title with its price in tugrik and a watch button', async () => {
    serveMedia(mediaDetail({ id: 31, kind: 'theatre', title: 'Хуримын дуу', other_seasons: [] }));
    server.use(on('movie', () => ({ status: true, data: movie() })));
    await renderApp(<TheatreDetailPage id={31} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Хуримын дуу' })).toBeTruthy();
    const price = await screen.findByTestId('detail-price');
    expect(price.textContent).toContain(formatTugrik(15000));
    expect(formatTugrik(15000)).toMatch(/^15.000 ₮$/);
    expect(screen.getByRole('link', { name: 'Үзэх' }).getAttribute('href')).toBe(
      '/theatre/watch/31',
    );
    expect(screen.queryByTestId('episodes')).toBeNull();
  });

  it('shows an actor with their titles', async () => {
    const actor: ActorDetail = {
      id: 5,
      name: 'Д. Саруул',
      image: '/art/a5.svg',
      vname: null,
      vimage: null,
      media: mediaDetail().related,
    };
    server.use(on('actor', () => ({ status: true, data: actor })));
    await renderApp(<ActorPage id={5} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Д. Саруул' })).toBeTruthy();
    const works = screen.getByRole('region', { name: 'Тоглосон бүтээлүүд' });
    expect(
      within(works)
        .getByRole('link', { name: /Хөрөнгийн бирж/ })
        .getAttribute('href'),
    ).toBe('/series/detail/21');
  });
});
