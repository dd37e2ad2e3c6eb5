import { apiCall } from '@/lib/api-client';

export const sendEmail = (email: string, phone: string) =>
  apiCall('emailSend', { query: { email, phone }, quiet: true });
