import { apiData } from '@/lib/api-client';

/** Steps 1 and 8: does this phone already have an account? */
export const checkPhone = (phone: string) =>
  apiData('phoneCheck', { params: { phone }, query: { type: 'check' }, quiet: true });
