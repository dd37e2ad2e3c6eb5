import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaDetail, serveMedia } from './handlers/catalogue';
import { OverlayHome } from './overlay-home';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { fail, on } from './handlers/contract';
import { stubConnection } from './stub-connection';

const overlay = () => screen.findByRole('dialog');

afterEach(() => {
  vi.useRealTimers();
  document.body.className = '';
});

describe('media details overlay', () => {
  it('shows every field of the detail', async () => {
    serveMedia(mediaDetail());
    await renderApp(<OverlayHome />, { route: '/?media=11' });

    const dialog = await overlay();
    const d = within(dialog);
    expect(await d.findByRole('heading', { name: 'Зах зээлийн тойм', level: 2 })).toBeTruthy();
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      d.getByRole('heading', { level: 2 }).getAttribute('id'),
    );
    expect(d.getByText('Market Review')).toBeTruthy();
    expect(d.getByTestId('translator-chip').textContent).toContain('Орчуулагч Болд');
    expect(d.getByRole('link', { name: 'Үзэх' }).getAttribute('href')).toBe('/watch/11/103');
    const like = d.getByRole('button', { name: /^Таалагдсан/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(d.getByText(/Долоо хоногийн/)).toBeTruthy();

    const tags = d.getByRole('list', { name: 'Төрөл' });
    expect(within(tags).getByRole('link', { name: 'Мэдээ' }).getAttribute('href')).toBe(
      '/series/1/all/all/all',
    );
    expect(within(tags).getByRole('link', { name: 'Эдийн засаг' }).getAttribute('href')).toBe(
      '/series/2/all/all/all',
    );

    const seasons = d.getByTestId('seasons');
    expect(
      within(seasons).getByRole('button', { name: '1-р улирал' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(within(seasons).getByRole('button', { name: '2-р улирал' })).toBeTruthy();

    const grid = await d.findByTestId('episode-grid');
    const cells = within(grid).getAllByRole('link');
    expect(cells).toHaveLength(12);
    expect(cells[0]?.getAttribute('href')).toBe('/watch/11/101');
    expect(cells[0]?.getAttribute('aria-label')).toBe('1-р анги, үнэгүй');
    expect(cells[2]?.getAttribute('aria-label')).toContain('дараагийн');
    expect(cells[11]?.textContent).toBe('12');
    expect(cells[11]?.getAttribute('aria-label')).toBe('12-р анги');

    expect(d.getByText('BTV Студи')).toBeTruthy();
    expect(d.getByText('Б. Энхжаргал')).toBeTruthy();
    const cast = d.getByTestId('cast');
    expect(
      within(cast)
        .getByRole('link', { name: /Д\. Саруул/ })
        .getAttribute('href'),
    ).toBe('/actor/5');
    expect(within(cast).getByText('Г. Нараа')).toBeTruthy();
    const similar = d.getByTestId('similar');
    expect(
      within(similar)
        .getByRole('link', { name: /Хөрөнгийн бирж/ })
        .getAttribute('href'),
    ).toBe('/?media=21');

    expect(d.getByTestId('detail-rating').textContent).toContain('8.4 / 10');
    expect(d.getByTestId('detail-age').textContent).toBe('16+');
    expect(document.body.classList.contains('overlay-open')).toBe(true);
  });

  it('shows the logo image in place of the title text when there is one', async () => {
    serveMedia(mediaDetail({ logo: '/art/logo-11.svg' }));
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const heading = await within(await overlay()).findByRole('heading', { level: 2 });
    const img = within(heading).getByRole('img', { name: 'Зах зээлийн тойм' });
    expect(img.getAttribute('src')).toBe('/art/logo-11.svg');
  });

  it('shows the age as N/A without a limit and the rating out of 10', async () => {
    serveMedia(mediaDetail({ age_limit: null, rating: 7 }));
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const d = within(await overlay());
    expect((await d.findByTestId('detail-age')).textContent).toBe('N/A');
    expect(d.getByTestId('detail-rating').textContent).toContain('7.0 / 10');
  });

  it('disables play for a blacklisted title without a mirror, and says why', async () => {
    serveMedia(mediaDetail({ is_blacklist: true, is_mirror: false }));
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const d = within(await overlay());
    const play = await d.findByRole('button', { name: 'Үзэх' });
    expect((play as HTMLButtonElement).disabled).toBe(true);
    expect(d.queryByRole('link', { name: 'Үзэх' })).toBeNull();
    const reason = document.getElementById(play.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/үзэх боломжгүй/);
  });

  it('allows play for a blacklisted title when the mirror flag is set', async () => {
    serveMedia(mediaDetail({ is_blacklist: true, is_mirror: true }));
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const d = within(await overlay());
    expect((await d.findByRole('link', { name: 'Үзэх' })).getAttribute('href')).toBe(
      '/watch/11/103',
    );
    expect(d.queryByRole('button', { name: 'Үзэх' })).toBeNull();
  });

  it('plays a theatre title in the theatre player', async () => {
    serveMedia(mediaDetail({ kind: 'theatre', other_seasons: [], epId: null }));
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const d = within(await overlay());
    expect((await d.findByRole('link', { name: 'Үзэх' })).getAttribute('href')).toBe(
      '/theatre/watch/11',
    );
    expect(d.queryByTestId('episodes')).toBeNull();
  });

  it('sanitises the description: no script, no event handlers', async () => {
    const w = window as unknown as { __hacked?: boolean };
    serveMedia(mediaDetail());
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const dialog = await overlay();
    await within(dialog).findByText(/Долоо хоногийн/);
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('__hacked');
    expect(within(dialog).getByText('зах зээл').tagName).toBe('STRONG');
    expect(w.__hacked).toBeUndefined();
  });

  it('shows a clear message when the media does not exist', async () => {
    serveMedia(mediaDetail());
    await renderApp(<OverlayHome />, { route: '/?media=999' });
    const d = within(await overlay());
    expect(await d.findByRole('heading', { name: 'Контент олдсонгүй' })).toBeTruthy();
  });

  it('offers a retry when loading fails, and recovers', async () => {
    let failing = true;
    server.use(
      on('animeDetail', () =>
        failing ? fail(500, 'Алдаа гарлаа байна!') : { status: true, data: mediaDetail() },
      ),
      on('groups', () => ({ status: true, data: [] })),
      on('animeHover', () => ({ status: false })),
    );
    await renderApp(<OverlayHome />, { route: '/?media=11' });
    const d = within(await overlay());
    const retry = await d.findByRole('button', { name: 'Дахин оролдох' });
    failing = false;
    await userEvent.click(retry);
    expect(await d.findByRole('heading', { name: 'Зах зээлийн тойм' })).toBeTruthy();
    expect(d.getByText('Анги одоогоор нэмэгдээгүй байна.')).toBeTruthy();
  });

  it('switches to another season', async () => {
    serveMedia(mediaDetail());
    server.use(
      on('animeDetail', ({ params }) => ({
        status: true,
        data: mediaDetail({
          id: Number(params.id),
          title: Number(params.id) === 12 ? 'Зах зээлийн тойм 2-р улирал' : 'Зах зээлийн тойм',
        }),
      })),
    );
    const { router } = await renderApp(<OverlayHome />, { route: '/?media=11&t=abc' });
    const d = within(await overlay());
    await userEvent.click(await d.findByRole('button', { name: '2-р улирал' }));
    expect(await d.findByRole('heading', { name: 'Зах зээлийн тойм 2-р улирал' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ media: 12, t: 'abc' });
  });

  it.each([
    ['the close button', async () => userEvent.click(screen.getByRole('button', { name: 'Хаах' }))],
    ['Escape', async () => userEvent.keyboard('{Escape}')],
  ])('closes by %s, keeping only t and media=c', async (_how, closeIt) => {
    serveMedia(mediaDetail());
    const { router } = await renderApp(<OverlayHome />, { route: '/?media=11&t=42&page=3&q=x' });
    await within(await overlay()).findByRole('heading', { name: 'Зах зээлийн тойм' });
    expect(document.body.classList.contains('overlay-open')).toBe(true);
    await closeIt();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.searchStr).toBe('?media=c&t=42');
    expect(document.body.classList.contains('overlay-open')).toBe(false);
  });

  it('traps focus inside and gives it back to the opener', async () => {
    serveMedia(mediaDetail());
    await renderApp(<OverlayHome />, { route: '/' });
    const opener = await screen.findByRole('link', { name: 'Нээх' });
    await userEvent.click(opener);
    const dialog = await overlay();
    await within(dialog).findByRole('heading', { name: 'Зах зээлийн тойм' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 30; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('hover video', () => {
  /*
   * Only setTimeout is faked, and React Query's batching runs on microtasks, so the 1.5 s delay
   * is the one clock the test moves. Testing Library's waitFor/findBy wait on setTimeout too, so
   * with the fake clock on the test advances time itself and queries synchronously.
   */
  async function openWithFakeTimers(hover: string | null) {
    const calls = serveMedia(mediaDetail(), { hover });
    const { router } = await renderApp(<OverlayHome />, { route: '/' });
    await screen.findByRole('heading', { name: 'Нүүр' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    notifyManager.setScheduler(queueMicrotask);
    await act(async () => {
      void router.navigate({ to: '/', search: { media: 11 } as never });
    });
    await act(() => vi.advanceTimersByTimeAsync(20));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Зах зээлийн тойм' })).toBeTruthy();
    return { dialog, calls };
  }

  afterEach(() => {
    notifyManager.setScheduler((cb) => setTimeout(cb, 0));
  });

  it('appears only 1.5 s after opening when the hover call succeeds', async () => {
    const { dialog, calls } = await openWithFakeTimers('/media/hover/preview.mp4');
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(calls.hover).toBe(0);
    expect(within(dialog).queryByTestId('hover-video')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(calls.hover).toBe(1);
    const video = within(dialog).getByTestId('hover-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/media/hover/preview.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
  });

  it.each([
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 3g link', { effectiveType: '3g' }],
    ['a 2g link', { effectiveType: '2g' }],
  ])('is never asked for on %s (issue 29)', async (_, info) => {
    const link = stubConnection(info);
    try {
      const { dialog, calls } = await openWithFakeTimers('/media/hover/preview.mp4');
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(calls.hover).toBe(0);
      expect(within(dialog).queryByTestId('hover-video')).toBeNull();
    } finally {
      link.restore();
    }
  });

  it('stops when the link turns poor while the overlay waits', async () => {
    const link = stubConnection({ effectiveType: '4g' });
    try {
      const { dialog, calls } = await openWithFakeTimers('/media/hover/preview.mp4');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      act(() => link.change({ effectiveType: '3g' }));
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(calls.hover).toBe(0);
      expect(within(dialog).queryByTestId('hover-video')).toBeNull();
    } finally {
      link.restore();
    }
  });

  it('never appears when the hover call says there is none', async () => {
    const { dialog, calls } = await openWithFakeTimers(null);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(calls.hover).toBe(1);
    expect(within(dialog).queryByTestId('hover-video')).toBeNull();
  });
});
