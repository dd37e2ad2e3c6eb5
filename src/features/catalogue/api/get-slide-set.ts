import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api-client';

/** Slide sets 2-5 sit between the home rows; set 1 is the hero (get-big-slides). */
export type SlideSetNo = 2 | 3 | 4 | 5;

export const getSlideSet = (set: SlideSetNo, signal?: AbortSignal) =>
  apiData('slidesSet', { params: { set }, signal, quiet: true });

export const slideSetQueryOptions = (set: SlideSetNo) =>
  queryOptions({
    queryKey: ['catalogue', 'slides', { set }],
    queryFn: ({ signal }) => getSlideSet(set, signal),
  });

export const useSlideSet = (set: SlideSetNo) => useQuery(slideSetQueryOptions(set));
