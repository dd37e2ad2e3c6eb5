import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast } from '@/lib/toast-store';
import { clearToasts } from './clear-toasts';
import { renderApp } from './render-app';

afterEach(() => clearToasts());

const region = () => screen.getByRole('region', { name: 'Мэдэгдлүүд' });
const shown = () => [...region().querySelectorAll<HTMLElement>('[data-kind]')];

describe('toasts', () => {
  it('collapse the same toast raised again into one with a count, back on top', async () => {
    await renderApp(<div />, { toasts: true });
    act(() => {
      showToast('error', 'Алдаа гарлаа');
      showToast('info', 'Хадгаллаа');
      for (let i = 0; i < 11; i++) showToast('error', 'Алдаа гарлаа');
    });
    expect(shown()).toHaveLength(2);
    const [top, second] = shown();
    expect(top!.textContent).toContain('Алдаа гарлаа');
    expect(within(top!).getByText('12 удаа')).toBeTruthy();
    expect(second!.textContent).toContain('Хадгаллаа');
    expect(within(second!).queryByText(/удаа$/)).toBeNull();
  });

  it('keep different toasts apart, at most ten', async () => {
    await renderApp(<div />, { toasts: true });
    act(() => {
      for (let i = 1; i <= 12; i++) showToast('error', `Алдаа ${i}`);
    });
    expect(shown()).toHaveLength(10);
    expect(shown()[0]!.textContent).toContain('Алдаа 12');
  });
});
