import type { LoginData } from '@contract/entities';
import { saveSession } from '@/lib/session-storage';

/**
 * Registering creates the account at the PIN step, but the steps after it (e-mail, names) still
 * belong to the dialog: the new token is stored for their calls, and nobody is signed in until
 * the last step calls signIn.
 */
export const keepRegistrationToken = (login: LoginData): Promise<void> =>
  saveSession(login.access_token, login.id);
