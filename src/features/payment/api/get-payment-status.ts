import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getPaymentStatus = (userId: number, signal?: AbortSignal) =>
  apiData('paymentStatus', { params: { userId }, signal, quiet: true });

export const paymentStatusQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['payment', 'status', { userId }],
    queryFn: ({ signal }) => getPaymentStatus(userId, signal),
  });

export const usePaymentStatus = (userId: number) => useQuery(paymentStatusQueryOptions(userId));
