import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { ScheduleSection } from '@/studio/rooms/home/schedule-section';
import { homeTexts } from '@/studio/rooms/home/home-texts';
import { studioSession } from '@/studio/session/studio-session';
import { onStudio } from './handlers/studio-contract';
import { server } from './msw-server';

/*
 * The programme schedule names the channel a programme airs on (decision 080): a new programme
 * airs on the first of the live room's channels unless the editor picks another or none.
 */

type Channel = StudioDataOf<'studioLiveChannels'>[number];

const channel = (id: number, title: string): Channel => ({
  id,
  title,
  is_free: true,
  version: 1,
  key_hint: null,
  key_set_at: null,
  state: 'idle',
  viewers_now: 0,
  peak_viewers: 0,
  last_refusal: null,
});

function serve() {
  const bodies: { media_id: number | null; title: string }[] = [];
  server.use(
    onStudio('studioPrograms', () => ({ day: '2026-01-01', rows: [] })),
    onStudio('studioLiveChannels', () => [channel(7, 'BTV Шууд'), channel(9, 'Бизнес ТВ')]),
    onStudio('studioProgramCreate', async ({ request }) => {
      bodies.push((await request.json()) as { media_id: number | null; title: string });
      return { id: bodies.length };
    }),
  );
  return bodies;
}

function renderSchedule() {
  studioSession.open({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ScheduleSection />
    </QueryClientProvider>,
  );
}

afterEach(() => studioSession.end());

describe('a programme’s channel in the schedule', () => {
  it('airs a new programme on the first channel, or on the one the editor picks', async () => {
    const bodies = serve();
    renderSchedule();
    const form = await screen.findByRole('form', { name: homeTexts.addProgram });
    const pick = within(form).getByRole('combobox', { name: homeTexts.channel });
    await waitFor(() => expect((pick as HTMLSelectElement).value).toBe('7'));
    await userEvent.type(within(form).getByRole('textbox', { name: homeTexts.title }), 'Мэдээ');
    await userEvent.click(within(form).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ title: 'Мэдээ', media_id: 7 });

    const next = await screen.findByRole('form', { name: homeTexts.addProgram });
    await userEvent.selectOptions(
      within(next).getByRole('combobox', { name: homeTexts.channel }),
      'Бизнес ТВ',
    );
    const title = within(next).getByRole('textbox', { name: homeTexts.title });
    await userEvent.clear(title);
    await userEvent.type(title, 'Тойм');
    await userEvent.click(within(next).getByRole('button', { name: 'Хадгалах' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ title: 'Тойм', media_id: 9 });
  });
});
