import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getPaymentOptions = (signal?: AbortSignal) =>
  apiData('paymentOptions', { signal, quiet: true });

export const paymentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'payment-options'],
    queryFn: ({ signal }) => getPaymentOptions(signal),
  });

export const usePaymentOptions = () => useQuery(paymentOptionsQueryOptions());
