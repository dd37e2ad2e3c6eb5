import type { SmsPurpose } from '@contract/endpoints';
import { apiCall } from '@/lib/api-client';

export const verifySms = (phone: string, code: string, type: SmsPurpose) =>
  apiCall('smsVerify', { params: { phone, code }, query: { type }, quiet: true });
