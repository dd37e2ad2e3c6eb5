import { apiData } from '@/lib/api-client';

/** pinSet of a registration: the first PIN, after a verified code; answers a login. */
export const setPin = (phone: string, password: string, code: string) =>
  apiData('pinSet', { params: { phone, password, code }, quiet: true });
