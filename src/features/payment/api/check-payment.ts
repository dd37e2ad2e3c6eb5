import { queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '@contract/endpoints';
import { apiCall } from '@/lib/api-client';
import { CHECK_POLL_MS } from '../constants';

export type CheckAnswer = ResponseOf<'qpayCheck'>;

/** docs/product.md §7 qpay/check: status 1 paid, 0 not; `data.state` tells open from a definite end. */
export const checkPayment = (bill: string, signal?: AbortSignal): Promise<CheckAnswer> =>
  apiCall('qpayCheck', { params: { bill }, signal, quiet: true });

/**
 * The background check of a bill while its QR is on screen (docs/product.md §4 "step 2 → 3 when
 * the check returns a definite status"). Query runs it: the interval restarts with each answer, so
 * a check is asked 5 s after the last one answered and never two at once; its focus manager skips
 * the interval while the page is hidden and asks at once when it is shown again.
 */
export const paymentCheckQueryOptions = (bill: string) =>
  queryOptions({
    queryKey: ['payment', 'check', { bill }],
    queryFn: ({ signal }): Promise<CheckAnswer | null> => checkPayment(bill, signal),
    // "Not asked yet", and fresh: the first check is 5 s after the QR shows, not at once.
    initialData: null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: CHECK_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    // A failed check waits for the next one.
    retry: false,
    // One QR's answers are of no use to the next.
    gcTime: 0,
  });
