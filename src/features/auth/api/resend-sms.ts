import type { SmsPurpose } from '@contract/endpoints';
import { apiCall } from '@/lib/api-client';

export const resendSms = (phone: string, type: SmsPurpose) =>
  apiCall('resendSms', { body: { phone, type }, quiet: true });
