import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStudioSession } from '../session/studio-session';
import { SignInPage } from '../sign-in/sign-in-page';
import { Shell } from './shell';

/** Sign-in until this tab holds a studio session; the shell after. */
export function StudioApp() {
  const session = useStudioSession();
  const queryClient = useQueryClient();
  // A session that ends (sign-out, a 401) takes what it read with it.
  useEffect(() => {
    if (!session) queryClient.clear();
  }, [session, queryClient]);
  return session ? <Shell /> : <SignInPage />;
}
