import type { ResponseOf } from '@contract/endpoints';
import { apiCall } from '@/lib/api-client';

export type CheckAnswer = ResponseOf<'qpayCheck'>;

/** docs/product.md §7 qpay/check: status 1 paid, 0 not; `data.state` tells open from a definite end. */
export const checkPayment = (bill: string, signal?: AbortSignal): Promise<CheckAnswer> =>
  apiCall('qpayCheck', { params: { bill }, signal, quiet: true });
