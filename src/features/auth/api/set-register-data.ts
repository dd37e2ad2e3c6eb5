import { apiData } from '@/lib/api-client';

/** names: the new account's names (the token pinSet received authorises it). */
export const setRegisterData = (userId: number, lastname: string, firstname: string) =>
  apiData('registerData', { query: { user_id: userId, lastname, firstname }, quiet: true });
