import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@contract/studio/roles';
import { StudioApp } from '@/studio/app/studio-app';
import { studioSession } from '@/studio/session/studio-session';
import { server } from './msw-server';

/*
 * The studio's frame: the rooms in the side navigation are the ones the person's roles open
 * (rooms/index.ts), a room the roles do not open says so, and signing out (or a 401) brings the
 * sign-in back.
 */

afterEach(() => {
  studioSession.end();
  history.replaceState(null, '', '/');
});

function signedInAs(roles: StaffRole[], path: string) {
  studioSession.open({ token: 'studio-token', expiresAt: '2099-01-01T00:00:00.000Z' });
  history.replaceState(null, '', path);
  server.use(
    http.get('/api/studio/me', () =>
      HttpResponse.json({
        status: true,
        data: {
          user_id: 7,
          phone: '99112233',
          name: 'Сараа',
          roles,
          expires_at: '2099-01-01T00:00:00.000Z',
        },
      }),
    ),
    // The catalogue, the room an admin starts in, lists its first page of titles.
    http.get('/api/studio/titles', () =>
      HttpResponse.json({ status: true, data: { rows: [], page: 1, has_more: false, total: 0 } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StudioApp />
    </QueryClientProvider>,
  );
}

const navLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Студийн хэсгүүд' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the studio shell', () => {
  it("shows an editor the editors' rooms only, and refuses the staff room's address in words", async () => {
    signedInAs(['editor'], '/studio/staff');
    expect(await navLinks()).toEqual([
      'Каталог',
      'Нүүр хуудас',
      'Шууд',
      'Подкаст, мэдээлэл',
      'Сайтын мэдээлэл',
      'Үзэгчийн апп руу',
    ]);
    await screen.findByText('Танд энэ хэсэгт ажиллах эрх байхгүй байна!');
    expect(screen.getByRole('banner').textContent).toContain('Сараа (99112233) · Редактор');
  });

  it('shows an admin every room, opens the first at the start, and marks the open one', async () => {
    server.use(http.get('/api/studio/staff', () => HttpResponse.json({ status: true, data: [] })));
    signedInAs(['admin'], '/studio');
    expect(await navLinks()).toEqual([
      'Каталог',
      'Нүүр хуудас',
      'Шууд',
      'Подкаст, мэдээлэл',
      'Сайтын мэдээлэл',
      'Эрхийн багц',
      'Хэрэглэгчид',
      'Санхүү',
      'Хяналт',
      'Тоо баримт',
      'Ажилтнууд',
      'Аудит',
      'Үзэгчийн апп руу',
    ]);
    await screen.findByRole('heading', { name: 'Каталог', level: 1 });
    expect(location.pathname).toBe('/studio/catalogue');
    await userEvent.click(screen.getByRole('link', { name: 'Ажилтнууд' }));
    await screen.findByRole('heading', { name: 'Ажилтнууд', level: 1 });
    expect(screen.getByRole('link', { name: 'Ажилтнууд' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await screen.findByText('Одоогоор ажилтан алга байна.');
  });

  it('goes back to sign-in when the server says the session is over', async () => {
    signedInAs(['admin'], '/studio/audit');
    server.use(
      http.get('/api/studio/audit', () =>
        HttpResponse.json({ status: false, msg: 'Дахин нэвтэрнэ үү' }, { status: 401 }),
      ),
    );
    await screen.findByRole('heading', { name: 'Студид нэвтрэх' });
    expect(sessionStorage.length).toBe(0);
  });

  it('signs out: the server ends the token, the tab forgets it', async () => {
    let ended = '';
    server.use(
      http.post('/api/studio/sign-out', ({ request }) => {
        ended = request.headers.get('authorization') ?? '';
        return HttpResponse.json({ status: true });
      }),
    );
    signedInAs(['editor'], '/studio/catalogue');
    await userEvent.click(await screen.findByRole('button', { name: 'Гарах' }));
    await screen.findByRole('heading', { name: 'Студид нэвтрэх' });
    expect(ended).toBe('Bearer studio-token');
    expect(studioSession.token()).toBeNull();
  });
});
