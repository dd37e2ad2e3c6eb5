import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioMessages } from '@contract/studio/messages';
import { TitleForm } from '@/studio/rooms/catalogue/title-form';
import { studioSession } from '@/studio/session/studio-session';
import { server } from './msw-server';

/*
 * The title form's two refusals as an editor meets them: a field the server refuses is named
 * under it, and a save another editor overtook (409) keeps what this editor typed, shows what is
 * stored, and lets them either keep their own (saving over the new version) or load the stored.
 */

type Title = StudioDataOf<'studioTitle'>;

const stored: Title = {
  id: 41,
  kind: 'series',
  title: 'Талын салхи',
  original_name: null,
  description: null,
  keywords: null,
  categories: [],
  franchise: null,
  season_number: 1,
  season_title: null,
  other_seasons: [],
  studio: null,
  director: null,
  translator: null,
  cast: [],
  rating: 7,
  age_limit: null,
  is_completed: false,
  status: 'airing',
  released_date: null,
  logo: null,
  banner: null,
  image1: null,
  poster_hz: null,
  movie: null,
  episode_count: 0,
  created_at: '2026-11-29T00:00:00.000Z',
  updated_at: '2026-11-29T00:00:00.000Z',
  publish_state: 'draft',
  publish_at: null,
  version: 3,
};

afterEach(() => studioSession.end());

function renderForm() {
  studioSession.open({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z' });
  server.use(
    http.get('/api/studio/pick/:list', () => HttpResponse.json({ status: true, data: [] })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TitleForm title={stored} />
    </QueryClientProvider>,
  );
}

describe('the title form', () => {
  it('names a refused field under it, tied to it for a screen reader', async () => {
    server.use(
      http.put('/api/studio/titles/41', () =>
        HttpResponse.json(
          {
            status: false,
            msg: studioMessages.fieldsInvalid,
            fields: { rating: 'Хамгийн ихдээ 10 байна!' },
          },
          { status: 422 },
        ),
      ),
    );
    renderForm();
    const rating = screen.getByLabelText('Үнэлгээ (0-10)');
    await userEvent.clear(rating);
    await userEvent.type(rating, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByText('Хамгийн ихдээ 10 байна!');
    expect(rating.getAttribute('aria-invalid')).toBe('true');
    expect(rating.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('keeps the editor’s values after a stale save and saves them over the new version', async () => {
    const sent: { title?: string; version?: number }[] = [];
    const theirs = { ...stored, title: 'Талын салхи (шинэ)', version: 4 };
    server.use(
      http.put('/api/studio/titles/41', async ({ request }) => {
        const body = (await request.json()) as { title: string; version: number };
        sent.push(body);
        if (body.version === 3) {
          return HttpResponse.json(
            { status: false, msg: studioMessages.staleVersion, current: theirs },
            { status: 409 },
          );
        }
        return HttpResponse.json({
          status: true,
          msg: studioMessages.saved,
          data: { id: 41, version: 5 },
        });
      }),
    );
    renderForm();
    const name = screen.getByLabelText('Нэр');
    await userEvent.clear(name);
    await userEvent.type(name, 'Миний нэр');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(studioMessages.staleVersion);
    expect(notice.textContent).toContain('Талын салхи (шинэ)');
    expect((name as HTMLInputElement).value).toBe('Миний нэр');

    await userEvent.click(
      within(notice).getByRole('button', { name: 'Миний өөрчлөлтийг хадгалах' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByText(studioMessages.saved);
    expect(sent.map((b) => [b.title, b.version])).toEqual([
      ['Миний нэр', 3],
      ['Миний нэр', 4],
    ]);
  });

  it('loads the stored version when the editor chooses it', async () => {
    server.use(
      http.put('/api/studio/titles/41', () =>
        HttpResponse.json(
          {
            status: false,
            msg: studioMessages.staleVersion,
            current: { ...stored, title: 'Тэдний нэр', version: 4 },
          },
          { status: 409 },
        ),
      ),
    );
    renderForm();
    const name = screen.getByLabelText('Нэр');
    await userEvent.clear(name);
    await userEvent.type(name, 'Миний нэр');
    await userEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    const notice = await screen.findByRole('alert');
    await userEvent.click(
      within(notice).getByRole('button', { name: 'Хадгалагдсан хувилбарыг ачаалах' }),
    );
    expect((name as HTMLInputElement).value).toBe('Тэдний нэр');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
