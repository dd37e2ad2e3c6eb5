import type { LoginData, User } from '@contract/entities';

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

export const loginData = (patch: Partial<User> = {}): LoginData => ({
  access_token: 'token-abcdefghijklmnop',
  id: patch.id ?? 42,
  user: user(patch),
});
