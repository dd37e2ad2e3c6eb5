import type { SmsPurpose } from '@contract/endpoints';
import { apiCall } from '@/lib/api-client';

/** Sends a 4-digit code to a new phone (registration) or for a PIN reset. */
export const sendSms = (phone: string, vp: SmsPurpose) =>
  apiCall('smsSend', { params: { phone }, query: { vp }, quiet: true });
