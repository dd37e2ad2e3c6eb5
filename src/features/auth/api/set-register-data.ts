import { apiData } from '@/lib/api-client';

/** Step 7: the new account's names (the token from step 3 authorises it). */
export const setRegisterData = (userId: number, lastname: string, firstname: string) =>
  apiData('registerData', { query: { user_id: userId, lastname, firstname }, quiet: true });
