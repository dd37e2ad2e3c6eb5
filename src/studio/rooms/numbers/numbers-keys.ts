/** Query keys of the numbers room. */
export const numbersKeys = {
  all: ['studio', 'numbers'] as const,
  range: (range: { from?: string | undefined; to?: string | undefined }) =>
    [...numbersKeys.all, range.from ?? '', range.to ?? ''] as const,
};
