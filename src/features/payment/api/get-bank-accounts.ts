import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getBankAccounts = (signal?: AbortSignal) =>
  apiData('bankAccount', { signal, quiet: true });

export const bankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment', 'bank-accounts'],
    queryFn: ({ signal }) => getBankAccounts(signal),
    staleTime: 5 * 60_000,
  });

export const useBankAccounts = () => useQuery(bankAccountsQueryOptions());
