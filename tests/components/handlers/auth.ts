import type { LoginData, User } from '@contract/entities';
import { resetAuthForTests } from '@/session';
import { saveSession } from '@/lib/session-storage';
import { server } from '../msw-server';
import { on } from './contract';

/** A signed-in viewer as the server describes them; user 42 with 12 days unless patched. */
export const user = (patch: Partial<User> = {}): User => ({
  id: 42,
  nickname: 'tuvshin',
  image: null,
  avatar: null,
  days: 12,
  first_name: 'Түвшин',
  last_name: 'Бат',
  email: 'tuvshin@example.mn',
  phone: '91234567',
  gender: 1,
  ...patch,
});

export const TEST_TOKEN = 'token-abcdefghijklmnop';

export const loginData = (patch: Partial<User> = {}): LoginData => ({
  access_token: TEST_TOKEN,
  id: patch.id ?? 42,
  user: user(patch),
});

/** `auth/me`; a function is asked on every call, for a user whose days change mid-test. */
export const meHandler = (who: User | (() => User)) =>
  on('me', ({ ok }) => ok(typeof who === 'function' ? who() : who));

/** Step 1's phone check: whether the phone (or every phone) has an account. */
export const phoneCheckHandler = (exists: boolean | ((phone: string) => boolean)) =>
  on('phoneCheck', ({ ok, params }) =>
    ok({ exists: typeof exists === 'function' ? exists(params.phone) : exists }),
  );

/**
 * User 42's session as a reload finds it: stored on the device, restored by the app through
 * `auth/me`, which counts its calls and answers `days` (changeable mid-test).
 */
export async function storedSession(days = 12) {
  await saveSession(TEST_TOKEN, 42);
  resetAuthForTests();
  const me = { days, calls: 0 };
  server.use(
    meHandler(() => {
      me.calls += 1;
      return user({ days: me.days });
    }),
  );
  return me;
}
