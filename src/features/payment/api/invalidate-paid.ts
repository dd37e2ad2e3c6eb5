import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '@/session';
import { paymentStatusQueryOptions } from './get-payment-status';
import { receiptsQueryOptions } from './get-receipts';

/**
 * A confirmed extension changed the account's days, the payment status and the receipts on the
 * server. Marking their queries stale is all it takes: every screen reads them from there, and
 * the ones on screen (the header's account included) ask again at once.
 */
export function invalidatePaid(client: QueryClient, userId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: accountQueryOptions(userId).queryKey }),
    client.invalidateQueries({ queryKey: paymentStatusQueryOptions(userId).queryKey }),
    client.invalidateQueries({ queryKey: receiptsQueryOptions(userId).queryKey }),
  ]);
}
