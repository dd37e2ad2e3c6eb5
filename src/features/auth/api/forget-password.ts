import { apiCall } from '@/lib/api-client';

/** pinLogin's 'ПИН СЭРГЭЭХ': sends a reset code to the phone. */
export const forgetPassword = (phone: string) =>
  apiCall('forgetPassword', { body: { phone }, quiet: true });
