import type { QueryClient } from '@tanstack/react-query';
import { setAuthUser } from '@/app/session';
import { apiData } from '@/lib/api-client';
import { paymentStatusQueryOptions } from './get-payment-status';

/**
 * After an extension is paid: the user (days) from the server into the session, so the header
 * and the user sidebar show the new days, and every cached payment status asked again.
 */
export async function refreshAccount(client: QueryClient, userId: number): Promise<void> {
  await Promise.all([
    apiData('me', { params: { userId }, quiet: true })
      .then(setAuthUser)
      .catch(() => undefined),
    client.invalidateQueries({ queryKey: paymentStatusQueryOptions(userId).queryKey }),
    client.invalidateQueries({ queryKey: ['payment', 'receipts'] }),
  ]);
}
