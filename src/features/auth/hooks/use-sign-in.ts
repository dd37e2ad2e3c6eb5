import { useQueryClient } from '@tanstack/react-query';
import type { LoginData } from '@contract/entities';
import { signIn } from '@/session';

/**
 * Logs in and refreshes what the guest was shown: other features read the user id from the
 * session when they fetch (likes, statuses, rights), so everything on screen is re-asked once.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return async (login: LoginData) => {
    await signIn(login);
    queryClient.removeQueries({ queryKey: ['account'] });
    // Not the session's account: the login answer has just filled it.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  };
}
