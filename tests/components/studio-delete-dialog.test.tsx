import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioCall } from '@/studio/api/studio-client';
import { studioSession } from '@/studio/session/studio-session';
import { DeleteDialog, deleteTexts } from '@/studio/ui/delete-dialog';
import { server } from './msw-server';

/*
 * The studio's delete question (decision 076), by keyboard only: it names what goes, asks why,
 * sends the reason with the version only when confirmed, says a refusal in the dialog and
 * deletes nothing, and Escape leaves it without a call.
 */

afterEach(() => studioSession.end());

const refusal = 'Энэ бүтээлийг 1 үзэгч түрээсэлсэн бөгөөд түрээс нь дуусаагүй байна.';

function renderDialog(handlers: { onDone: () => void; onClose: () => void }) {
  studioSession.open({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DeleteDialog
        name="Хаврын кино"
        text={deleteTexts.goes}
        remove={(reason) =>
          studioCall('studioTitleDelete', { params: { id: 7 }, body: { version: 4, reason } })
        }
        {...handlers}
      />
    </QueryClientProvider>,
  );
}

describe('the delete dialog', () => {
  it('sends the reason only when confirmed, and says a refusal without closing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.delete('/api/studio/titles/7', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ status: false, msg: refusal }, { status: 409 });
      }),
    );
    const onDone = vi.fn();
    const onClose = vi.fn();
    renderDialog({ onDone, onClose });
    const dialog = await screen.findByRole('dialog', {
      name: '«Хаврын кино»-г бүр мөсөн устгах уу?',
    });
    expect(dialog.textContent).toContain(deleteTexts.goes);
    const reason = screen.getByRole('textbox', { name: 'Шалтгаан' });
    while (document.activeElement !== reason) await userEvent.tab();
    await userEvent.keyboard('Гэрээ дууссан');
    expect(sent).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => screen.getByRole('alert').textContent).toBe(refusal);
    expect(sent).toEqual([{ version: 4, reason: 'Гэрээ дууссан' }]);
    expect(onDone).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('deletes on Enter from the button, and Escape closes without a call', async () => {
    let calls = 0;
    server.use(
      http.delete('/api/studio/titles/7', () => {
        calls += 1;
        return HttpResponse.json({ status: true, msg: 'Устгалаа.', data: { id: 7 } });
      }),
    );
    const onDone = vi.fn();
    const onClose = vi.fn();
    const { unmount } = renderDialog({ onDone, onClose });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls).toBe(0);
    unmount();

    renderDialog({ onDone, onClose });
    await screen.findByRole('dialog');
    const reason = screen.getByRole('textbox', { name: 'Шалтгаан' });
    while (document.activeElement !== reason) await userEvent.tab();
    await userEvent.keyboard('Давхардсан');
    const remove = screen.getByRole('button', { name: 'Устгах' });
    while (document.activeElement !== remove) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls).toBe(1);
  });
});
