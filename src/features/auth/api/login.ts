import { apiData } from '@/lib/api-client';

export const login = (phone: string, password: string) =>
  apiData('login', { body: { phone, password }, quiet: true });
