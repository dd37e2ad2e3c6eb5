import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentOption } from '@contract/entities';
import { apiCall } from '@/lib/api-client';

export interface PaymentOffer {
  options: PaymentOption[];
  /** The server's rental period (RENTAL_HOURS), when it says. */
  rentalHours: number | null;
}

export async function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOffer> {
  const answer = await apiCall('paymentOptions', { signal, quiet: true });
  return { options: answer.data ?? [], rentalHours: answer.rental_hours ?? null };
}

export const paymentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment', 'options'],
    queryFn: ({ signal }) => getPaymentOptions(signal),
    staleTime: 5 * 60_000,
  });

export const usePaymentOptions = (enabled = true) =>
  useQuery({ ...paymentOptionsQueryOptions(), enabled });
