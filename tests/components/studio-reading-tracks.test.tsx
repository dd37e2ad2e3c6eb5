import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackList } from '@/studio/rooms/reading/track-list';
import { studioSession } from '@/studio/session/studio-session';
import { server } from './msw-server';

/*
 * A podcast's tracks in the studio (decision 056): a move sends the whole new order; a delete
 * asks first and sends nothing until confirmed, naming the version the editor saw.
 */

afterEach(() => studioSession.end());

const track = (id: number, number: number, title: string) => ({
  id,
  podcast_id: 5,
  number,
  title,
  creator: 'Бат',
  audio: '/media/podcast/a.mp3',
  image: null,
  duration_sec: 60,
  published_at: '2026-01-01T00:00:00.000Z',
  version: 3,
});

const podcast = {
  id: 5,
  title: 'Өглөөний яриа',
  creator: 'Бат',
  description: null,
  image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
  tracks: [track(11, 1, 'Нэгдүгээр'), track(12, 2, 'Хоёрдугаар')],
};

function renderTracks() {
  studioSession.open({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TrackList podcast={podcast} />
    </QueryClientProvider>,
  );
}

describe('the track list', () => {
  it('moves a track down by sending the whole order', async () => {
    let sent: unknown = null;
    server.use(
      http.put('/api/studio/podcasts/5/track-order', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: true, msg: 'ok', data: { id: 5, version: 1 } });
      }),
    );
    renderTracks();
    await userEvent.click(screen.getByRole('button', { name: '«Нэгдүгээр»-г доош зөөх' }));
    await expect.poll(() => sent).toEqual({ track_ids: [12, 11] });
  });

  it('asks before deleting, and sends the delete only when confirmed', async () => {
    let sent: unknown = null;
    server.use(
      http.delete('/api/studio/podcast-tracks/12', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: true, msg: 'ok', data: { id: 12 } });
      }),
    );
    renderTracks();
    const second = screen.getAllByRole('listitem')[1]!;
    await userEvent.click(within(second).getByRole('button', { name: 'Устгах' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('«Хоёрдугаар» дугаарыг устгах уу?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Болих' }));
    expect(sent).toBeNull();
    await userEvent.click(within(second).getByRole('button', { name: 'Устгах' }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Устгах' }));
    await expect.poll(() => sent).toEqual({ version: 3 });
  });
});
