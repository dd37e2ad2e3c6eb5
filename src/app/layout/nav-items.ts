/** The bottom menu's "content": every series, all filters open (docs/product.md §2 /series/all/all/all/all). */
export const CONTENT_PARAMS = { cat: 'all', season: 'all', status: 'all', sort: 'all' } as const;
