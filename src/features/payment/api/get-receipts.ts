import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

export const getReceipts = (userId: number, page: number, signal?: AbortSignal) =>
  apiData('receipts', { params: { userId }, query: { page }, signal, quiet: true });

/** docs/product.md §4 Lists: pages append; no more once current_page reaches last_page. */
export const receiptsQueryOptions = (userId: number) =>
  infiniteQueryOptions({
    queryKey: ['payment', 'receipts', { userId }],
    queryFn: ({ pageParam, signal }) => getReceipts(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export const useReceipts = (userId: number) => useInfiniteQuery(receiptsQueryOptions(userId));
