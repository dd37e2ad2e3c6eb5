import { apiData } from '@/lib/api-client';

export const verifyEmail = (phone: string, email: string, code: string) =>
  apiData('emailVerify', { params: { phone, email, code }, quiet: true });
