import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getTaxType = (userId: number, signal?: AbortSignal) =>
  apiData('taxType', { params: { userId }, signal, quiet: true });

export const taxTypeQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['payment', 'tax-type', { userId }],
    queryFn: ({ signal }) => getTaxType(userId, signal),
  });

export const useTaxType = (userId: number) => useQuery(taxTypeQueryOptions(userId));
