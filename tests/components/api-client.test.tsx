import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastRegion } from '@/app/toasts/toast-region';
import { ApiError, apiCall } from '@/lib/api-client';
import { clearSession, saveSession } from '@/lib/session-storage';
import { MAX_TOASTS, showToast } from '@/lib/toast-store';
import { server } from './msw-server';
import { fail, on } from './handlers/contract';

afterEach(() => clearSession());

describe('apiCall', () => {
  it('sends JSON headers and the stored token', async () => {
    await saveSession('tok-123', 5);
    let seen: Headers | undefined;
    server.use(
      on('notifications', ({ ok, params, request }) => {
        expect(params.userId).toBe('5');
        seen = request.headers;
        return ok({ count: 0, items: [] });
      }),
    );
    await apiCall('notifications', { params: { userId: 5 } });
    expect(seen?.get('authorization')).toBe('Bearer tok-123');
    expect(seen?.get('content-type')).toBe('application/json');
    expect(seen?.get('accept')).toBe('application/json');
  });

  it('shows msg as an error toast when status is false, and throws', async () => {
    server.use(on('faq', () => ({ status: false, msg: 'Серверийн мэдэгдэл' })));
    render(<ToastRegion />);
    await expect(apiCall('faq')).rejects.toBeInstanceOf(ApiError);
    expect(await screen.findByText('Серверийн мэдэгдэл')).toBeTruthy();
  });

  it('reports an HTTP failure with the server msg and its status', async () => {
    server.use(on('faq', () => fail(404, 'Олдсонгүй')));
    const error = await apiCall('faq', { quiet: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(404);
    expect((error as ApiError).msg).toBe('Олдсонгүй');
  });
});

describe('toasts', () => {
  it('keeps at most 10, newest on top', () => {
    render(<ToastRegion />);
    act(() => {
      for (let i = 1; i <= 12; i++) showToast('info', `Мэдэгдэл ${i}`);
    });
    const items = screen.getAllByRole('status');
    expect(items).toHaveLength(MAX_TOASTS);
    expect(items[0]?.textContent).toContain('Мэдэгдэл 12');
    expect(screen.queryByText('Мэдэгдэл 2')).toBeNull();
  });
});
