import { apiCall } from '@/lib/api-client';
import type { InvoiceAnswer } from '../hooks/qr-payment-machine';

/** A QPay invoice for a payment option: paying it adds the option's days. */
export const createExtendInvoice = (userId: number, optionId: number): Promise<InvoiceAnswer> =>
  apiCall('extendInvoice', { params: { userId, optionId }, quiet: true });
