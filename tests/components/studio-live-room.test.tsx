import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioDataOf } from '@contract/studio/endpoints';
import LivePage from '@/studio/rooms/live/live-page';
import { liveTexts } from '@/studio/rooms/live/live-texts';
import { studioSession } from '@/studio/session/studio-session';
import { HttpResponse } from 'msw';
import { onStudio } from './handlers/studio-contract';
import { server } from './msw-server';

/*
 * The studio's live room (decision 075) against the contract's live paths: the channel's state
 * in a live region, viewers and the last refusal, a key shown once with copy buttons, rotation
 * and revocation asked first, and ending the broadcast.
 */

type Channel = StudioDataOf<'studioLiveChannel'>;

const KEY = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const REFUSAL = 'Өөр encoder энэ түлхүүрээр аль хэдийн дамжуулж байсан тул татгалзлаа.';

function channel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 5,
    title: 'BTV Шууд',
    is_free: true,
    state: 'live',
    key_hint: 'W2X9',
    key_set_at: '2026-01-01T00:00:00.000Z',
    viewers_now: 12,
    peak_viewers: 40,
    version: 1,
    last_refusal: {
      reason: 'second-encoder',
      at: '2026-01-01T01:00:00.000Z',
      text: REFUSAL,
    },
    sessions: [],
    ...overrides,
  };
}

/** Serves one channel whose stored state `state()` tells; counts the writes. */
function serve(state: () => Channel) {
  const calls = { rotate: 0, revoke: 0, end: 0 };
  server.use(
    onStudio('studioLiveChannels', () => {
      // The list's rows are the channel without its sessions; the extra field does no harm.
      return [state()];
    }),
    onStudio('studioLiveChannel', () => state()),
    onStudio('studioLiveCandidates', () => []),
    onStudio('studioLiveKeyRotate', () => {
      calls.rotate += 1;
      return {
        key: KEY,
        key_hint: '4567',
        rtmp_url: `rtmp://live.example.mn:1935/live/${KEY}`,
        srt_url: null,
      };
    }),
    onStudio('studioLiveKeyRevoke', () => {
      calls.revoke += 1;
      return undefined;
    }),
    onStudio('studioLiveEnd', () => {
      calls.end += 1;
      return undefined;
    }),
  );
  return calls;
}

function renderRoom() {
  studioSession.open({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LivePage />
    </QueryClientProvider>,
  );
}

const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

afterEach(() => {
  studioSession.end();
  if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
});

describe('the studio live room', () => {
  it('says the state in a live region, the viewers and why the last encoder was refused', async () => {
    let stored = channel();
    const calls = serve(() => stored);
    renderRoom();

    const nav = await screen.findByRole('navigation', { name: liveTexts.channels });
    expect(
      within(nav)
        .getByRole('button', { name: /BTV Шууд/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    const state = await screen.findByText(liveTexts.state.live, { selector: '[role="status"]' });
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
    expect(screen.getByText(new RegExp(REFUSAL))).toBeTruthy();

    // Ending is asked first; "Болих" changes nothing.
    await userEvent.click(screen.getByRole('button', { name: liveTexts.end }));
    const dialog = await screen.findByRole('dialog', { name: liveTexts.endQuestion });
    await userEvent.click(within(dialog).getByRole('button', { name: liveTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.end).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: liveTexts.end }));
    const again = await screen.findByRole('dialog', { name: liveTexts.endQuestion });
    stored = channel({ state: 'idle', viewers_now: 0 });
    await userEvent.click(within(again).getByRole('button', { name: liveTexts.confirmEnd }));
    // The same live region now says the new state: a screen reader hears it.
    await waitFor(() => expect(state.textContent).toBe(liveTexts.state.idle));
    expect(calls.end).toBe(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: liveTexts.end }).disabled).toBe(
      true,
    );
  });

  it('shows a new key once, with copy buttons and the OBS settings', async () => {
    let stored = channel({ key_hint: null, state: 'idle' });
    const calls = serve(() => stored);
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    });
    const { unmount } = renderRoom();

    await screen.findByText(liveTexts.noKey);
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
    expect(screen.getByText(liveTexts.keyframe)).toBeTruthy();
    expect(screen.getByText(liveTexts.cbr)).toBeTruthy();
    expect(screen.getByText(liveTexts.keyHidden)).toBeTruthy();

    // No key yet: nothing to lose, so no question.
    stored = channel({ key_hint: '4567', state: 'idle' });
    await user.click(screen.getByRole('button', { name: liveTexts.newKey }));
    const key = await screen.findByRole<HTMLInputElement>('textbox', { name: liveTexts.streamKey });
    expect(key.value).toBe(KEY);
    expect(screen.getByText(liveTexts.shownOnce)).toBeTruthy();
    // OBS takes the server and the key in two fields.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: liveTexts.server }).value).toBe(
      'rtmp://live.example.mn:1935/live',
    );
    expect(calls.rotate).toBe(1);

    await user.click(screen.getByRole('button', { name: liveTexts.copy(liveTexts.streamKey) }));
    expect(writeText).toHaveBeenLastCalledWith(KEY);
    await screen.findByText(liveTexts.copied);
    await user.click(screen.getByRole('button', { name: liveTexts.copy(liveTexts.fullUrl) }));
    expect(writeText).toHaveBeenLastCalledWith(`rtmp://live.example.mn:1935/live/${KEY}`);

    // Opened again, the room has only the hint: the key was shown once.
    unmount();
    renderRoom();
    await screen.findByText(liveTexts.keyHint('4567'));
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
    expect(screen.getByText(liveTexts.keyHidden)).toBeTruthy();
  });

  it('asks before rotating or revoking a key', async () => {
    let stored = channel();
    const calls = serve(() => stored);
    renderRoom();

    await userEvent.click(await screen.findByRole('button', { name: liveTexts.rotate }));
    const rotate = await screen.findByRole('dialog', { name: liveTexts.rotateQuestion });
    await userEvent.click(within(rotate).getByRole('button', { name: liveTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.rotate).toBe(0);
    expect(screen.queryByDisplayValue(KEY)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: liveTexts.rotate }));
    const confirm = await screen.findByRole('dialog', { name: liveTexts.rotateQuestion });
    await userEvent.click(within(confirm).getByRole('button', { name: liveTexts.confirmRotate }));
    await screen.findByDisplayValue(KEY);
    expect(calls.rotate).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: liveTexts.revoke }));
    const revoke = await screen.findByRole('dialog', { name: liveTexts.revokeQuestion });
    stored = channel({ key_hint: null });
    await userEvent.click(within(revoke).getByRole('button', { name: liveTexts.confirmRevoke }));
    await screen.findByText(liveTexts.noKey);
    expect(calls.revoke).toBe(1);
    // The key shown before is gone with it.
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
    await screen.findByText(liveTexts.revoked);
  });

  it('makes a new paid channel by name: a blank name is refused beside its field, then it opens', async () => {
    const made: Channel[] = [];
    const bodies: unknown[] = [];
    server.use(
      onStudio('studioLiveChannels', () => made),
      onStudio('studioLiveChannel', ({ params }) => made.find((c) => c.id === Number(params.id))!),
      onStudio('studioLiveCandidates', () => []),
      onStudio('studioLiveChannelCreate', async ({ request }) => {
        const body = (await request.json()) as { title?: string; is_free?: boolean };
        bodies.push(body);
        if (!body.title?.trim()) {
          return HttpResponse.json(
            {
              status: false,
              msg: 'Маягтын утга буруу байна!',
              fields: { title: 'Энэ талбарыг бөглөнө үү!' },
            },
            { status: 422 },
          );
        }
        const created = channel({
          id: 9,
          title: body.title,
          is_free: body.is_free ?? true,
          state: 'idle',
          key_hint: null,
          key_set_at: null,
          viewers_now: 0,
          peak_viewers: 0,
          last_refusal: null,
        });
        made.push(created);
        return created;
      }),
    );
    renderRoom();

    expect(await screen.findByText(liveTexts.noChannels)).toBeTruthy();
    const form = screen.getByRole('form', { name: liveTexts.newChannel });
    await userEvent.click(within(form).getByRole('button', { name: liveTexts.create }));
    const name = within(form).getByRole('textbox', { name: liveTexts.channelName });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Энэ талбарыг бөглөнө үү!')).toBeTruthy();
    expect(made).toHaveLength(0);

    await userEvent.type(name, 'Эдийн засгийн цаг');
    await userEvent.click(within(form).getByRole('radio', { name: liveTexts.paid }));
    await userEvent.click(within(form).getByRole('button', { name: liveTexts.create }));

    const nav = await screen.findByRole('navigation', { name: liveTexts.channels });
    expect(
      within(nav)
        .getByRole('button', { name: /Эдийн засгийн цаг/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Эдийн засгийн цаг' })).toBeTruthy();
    expect(screen.getByText(liveTexts.paidChannel)).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ title: 'Эдийн засгийн цаг', is_free: false });
    // The form is empty again for the next channel.
    expect(name).toHaveProperty('value', '');
  });

  it('makes a live title of the catalogue a channel with one press', async () => {
    const made: Channel[] = [];
    server.use(
      onStudio('studioLiveChannels', () => made),
      onStudio('studioLiveChannel', () => made[0]!),
      onStudio('studioLiveCandidates', () => (made.length ? [] : [{ id: 3, title: 'BTV Шууд' }])),
      onStudio('studioLiveChannelCreate', async ({ request }) => {
        expect(await request.json()).toEqual({ media_id: 3 });
        made.push(channel({ id: 3, state: 'idle', last_refusal: null }));
        return made[0]!;
      }),
    );
    renderRoom();
    const press = await screen.findByRole('button', {
      name: `BTV Шууд: ${liveTexts.makeChannel}`,
    });
    await userEvent.click(press);
    expect(await screen.findByRole('heading', { name: 'BTV Шууд' })).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `BTV Шууд: ${liveTexts.makeChannel}` }),
      ).toBeNull(),
    );
  });

  it('renames the channel and makes it paid; the save names the version it read', async () => {
    let stored = channel({ state: 'idle', last_refusal: null });
    const bodies: unknown[] = [];
    serve(() => stored);
    server.use(
      onStudio('studioLiveChannelUpdate', async ({ request }) => {
        const body = (await request.json()) as { title: string; is_free: boolean };
        bodies.push(body);
        stored = { ...stored, title: body.title, is_free: body.is_free, version: 2 };
        return { id: 5, version: 2 };
      }),
    );
    renderRoom();
    const form = await screen.findByRole('form', { name: liveTexts.settings });
    const name = within(form).getByRole('textbox', { name: liveTexts.channelName });
    await userEvent.clear(name);
    await userEvent.type(name, 'BTV Бизнес');
    await userEvent.click(within(form).getByRole('radio', { name: liveTexts.paid }));
    await userEvent.click(within(form).getByRole('button', { name: 'Хадгалах' }));
    expect(await within(form).findByText(liveTexts.settingsSaved)).toBeTruthy();
    expect(bodies).toEqual([{ title: 'BTV Бизнес', is_free: false, version: 1 }]);
    expect(await screen.findByRole('heading', { name: 'BTV Бизнес', level: 2 })).toBeTruthy();
    expect(screen.getByText(liveTexts.paidChannel)).toBeTruthy();
  });
});
