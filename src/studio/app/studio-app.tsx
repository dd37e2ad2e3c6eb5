import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { studioSession, useStudioSession } from '../session/studio-session';
import { SignInPage } from '../sign-in/sign-in-page';
import { Shell } from './shell';

/** Timers fire late, never early, and a delay past 2^31 ms fires at once: a session is 12 h. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Sign-in until this tab holds a studio session; the shell after, until it ends. */
export function StudioApp() {
  const session = useStudioSession();
  const queryClient = useQueryClient();
  // A session that ends (sign-out, a 401, its time) takes what it read with it.
  useEffect(() => {
    if (!session) queryClient.clear();
  }, [session, queryClient]);
  // At its end the sign-in comes back by itself, not at the next refused call.
  useEffect(() => {
    if (!session) return;
    const left = Date.parse(session.expiresAt) - Date.now();
    const timer = setTimeout(() => studioSession.end(session.token), Math.min(left, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [session]);
  return session ? <Shell /> : <SignInPage />;
}
