import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spec } from '@contract/messages';
import { socialMessages } from '@contract/endpoints/social';
import { NextCountdown } from '@/features/watch/components/next-countdown';
import { ResumePrompt } from '@/features/watch/components/resume-prompt';
import { WatchStage, type WatchAccess } from '@/features/watch/components/watch-stage';
import { resumablePosition } from '@/lib/resume-position';
import { pickStart } from '@/features/watch/resume/resume-store';
import { renderApp } from './render-app';

const allowed: WatchAccess = { can_watch: true, reason: null, reason_code: null, has_video: true };

function stage(access: WatchAccess, theatre = false, rental?: ReactNode) {
  return renderApp(
    <WatchStage access={access} theatre={theatre} backHref="/theatre/detail/7" rental={rental}>
      <p>player here</p>
    </WatchStage>,
    { route: '/theatre/watch/7' },
  );
}

const linkHref = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('watch permission messages', () => {
  it('shows the player to a viewer who may watch', async () => {
    await stage(allowed);
    expect(await screen.findByText('player here')).toBeTruthy();
  });

  it('asks a guest to log in or register', async () => {
    await stage({
      can_watch: false,
      reason: spec.guestWatch,
      reason_code: 'login',
      has_video: true,
    });
    expect(await screen.findByText(spec.guestWatch)).toBeTruthy();
    // Opened on their own (before the app runs, a new tab) they come back to this title.
    expect(linkHref('Нэвтрэх')).toBe('/login/qr?next=%2Ftheatre%2Fwatch%2F7');
    expect(linkHref('Бүртгүүлэх')).toBe('/register?next=%2Ftheatre%2Fwatch%2F7');
    expect(screen.queryByRole('link', { name: 'Эрх сунгах' })).toBeNull();
    expect(linkHref('Буцах')).toBe('/theatre/detail/7');
    expect(screen.queryByText('player here')).toBeNull();
  });

  it('sends a user without days on non-theatre content to /pack', async () => {
    await stage({
      can_watch: false,
      reason: spec.extendToWatch,
      reason_code: 'extend',
      has_video: true,
    });
    expect(await screen.findByText(spec.extendToWatch)).toBeTruthy();
    expect(linkHref('Эрх сунгах')).toBe('/pack');
    expect(screen.queryByRole('link', { name: 'Нэвтрэх' })).toBeNull();
  });

  it('shows the rental flow for a priced theatre title, without a renew link', async () => {
    await stage(
      {
        can_watch: false,
        reason: socialMessages.rentToWatch,
        reason_code: 'rent',
        has_video: true,
      },
      true,
      <p>rental flow here</p>,
    );
    expect(await screen.findByText(socialMessages.rentToWatch)).toBeTruthy();
    expect(screen.getByText('rental flow here')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Эрх сунгах' })).toBeNull();
  });

  it("says 'Уучлаарай бичлэг олдсонгүй' with a way back when there is no video", async () => {
    await stage({ ...allowed, has_video: false });
    expect(await screen.findByText(spec.videoMissing)).toBeTruthy();
    expect(linkHref('Буцах')).toBe('/theatre/detail/7');
  });
});

describe('resume', () => {
  it('offers a position past the first seconds and before the end', () => {
    expect(resumablePosition(3, 600)).toBeNull();
    expect(resumablePosition(125.7, 600)).toBe(125);
    expect(resumablePosition(595, 600)).toBeNull();
    expect(pickStart(null, 200, 600)).toBe(200);
    expect(pickStart({ position: 90, duration: 600, updatedAt: 1, mediaId: 1 }, 200, 600)).toBe(90);
  });

  it('continues or starts over', async () => {
    const onResume = vi.fn();
    const onStartOver = vi.fn();
    render(<ResumePrompt position={125} onResume={onResume} onStartOver={onStartOver} />);
    await userEvent.click(screen.getByRole('button', { name: 'Үргэлжлүүлэх (02:05)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Эхнээс нь' }));
    expect(onResume).toHaveBeenCalledOnce();
    expect(onStartOver).toHaveBeenCalledOnce();
  });
});

describe('next episode countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down 10 seconds and then goes on', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onGo = vi.fn();
    render(<NextCountdown nextNumber={4} onGo={onGo} onCancel={() => undefined} />);
    expect(screen.getByRole('timer').textContent).toContain('10');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('timer').textContent).toContain('6');
    expect(onGo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(6500));
    expect(onGo).toHaveBeenCalledOnce();
  });

  it('can be cancelled', async () => {
    const onCancel = vi.fn();
    render(<NextCountdown nextNumber={4} onGo={() => undefined} onCancel={onCancel} />);
    expect(screen.getByText('Дараагийн анги: 4-р анги')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Цуцлах' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
