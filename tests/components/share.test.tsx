import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeriesDetailPage } from '@/features/media-detail/components/series-detail-page';
import { dismissToast, showToast } from '@/lib/toast-store';
import { mediaDetail, serveMedia } from './handlers/catalogue';
import { renderApp } from './render-app';
import { Toasts } from './toast-list';

const nav = window.navigator as Navigator & Record<string, unknown>;
const saved = ['clipboard', 'share', 'canShare'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(nav, name)] as const,
);

function setNavigator(name: 'clipboard' | 'share' | 'canShare', value: unknown) {
  Object.defineProperty(nav, name, { value, configurable: true });
}

afterEach(() => {
  const last = showToast('info', '');
  for (let id = 1; id <= last; id++) dismissToast(id);
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(nav, name, descriptor);
    else delete nav[name];
  }
});

async function renderSeries() {
  const ui = userEvent.setup();
  serveMedia(mediaDetail());
  await renderApp(
    <>
      <SeriesDetailPage id={11} />
      <Toasts />
    </>,
    { route: '/series/detail/11' },
  );
  return { ui, share: await screen.findByRole('button', { name: 'Хуваалцах' }) };
}

const toasts = () => within(screen.getByRole('list', { name: 'toasts' }));

describe('share a title', () => {
  it('copies the detail page link where the browser has no share sheet', async () => {
    const { ui, share } = await renderSeries();
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', undefined);
    setNavigator('clipboard', { writeText });
    await ui.click(share);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/series/detail/11`);
    expect(await toasts().findByText('Холбоосыг амжилттай хууллаа.')).toBeTruthy();
  });

  it('says sorry when the copy is refused', async () => {
    const { ui, share } = await renderSeries();
    setNavigator('share', undefined);
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await ui.click(share);
    expect(await toasts().findByText('Уучлаарай, хуулах боломжгүй байна.')).toBeTruthy();
  });

  it('opens the share sheet with the title and link, and says nothing when it is closed', async () => {
    const { ui, share } = await renderSeries();
    const sheet = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    setNavigator('share', sheet);
    setNavigator('canShare', () => true);
    setNavigator('clipboard', { writeText });
    await ui.click(share);
    expect(sheet).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Зах зээлийн тойм',
        url: `${window.location.origin}/series/detail/11`,
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts().queryAllByRole('listitem')).toHaveLength(0);
  });

  it('copies instead when the share sheet refuses', async () => {
    const { ui, share } = await renderSeries();
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')));
    setNavigator('clipboard', { writeText });
    await ui.click(share);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/series/detail/11`);
    expect(await toasts().findByText('Холбоосыг амжилттай хууллаа.')).toBeTruthy();
  });
});
