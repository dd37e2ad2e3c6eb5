/*
 * What a stored source path looks like: every title has its own folder, free or paid by its price
 * flags, so a signed URL for one title (which covers only its folder) can never fetch another's
 * files (domain/media-folders.ts links them, domain/media-signing.ts signs them). Kept with the
 * rows because it is the shape of what the `vid1` columns hold.
 */

export const PAID_PREFIX = '/media/paid/';
export const FREE_PREFIX = '/media/free/';

export type FolderClass = 'free' | 'paid';

/** Free means watchable without paying: a free title, or a theatre title without a price. */
export function folderClass(title: {
  is_free: number;
  is_theatre?: number;
  has_price?: number;
  price?: number;
}): FolderClass {
  const unpricedTheatre =
    title.is_theatre === 1 && (title.has_price === 0 || (title.price ?? 0) <= 0);
  return title.is_free === 1 || unpricedTheatre ? 'free' : 'paid';
}

/** The stored path of a title's folder, ending in a slash. */
export function titleFolderPath(cls: FolderClass, owner: 'movie' | 'episode', id: number): string {
  return `${cls === 'free' ? FREE_PREFIX : PAID_PREFIX}${owner === 'movie' ? 'm' : 'e'}${id}/`;
}
