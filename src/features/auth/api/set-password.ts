import { apiData } from '@/lib/api-client';

/** The new PIN after a verified reset code; answers a login. */
export const setPassword = (phone: string, password: string, verifyCode: string) =>
  apiData('setPassword', { body: { phone, password, verify_code: verifyCode }, quiet: true });
