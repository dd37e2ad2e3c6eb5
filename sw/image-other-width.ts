import type { WorkboxPlugin } from 'workbox-core/types';
import { imageStem, imageVariants } from '../contract/image-variants';
import { IMAGE_CACHE } from './cache-names';

/** The width a picture's file is: its last named width (for the URL naming them all, the widest). */
const widthOf = (url: string) => imageVariants(new URL(url).pathname)?.at(-1)?.width ?? 0;

/**
 * A picture offered at several widths (`srcset`, decisions 079 and 091) that the network cannot
 * bring: another width of it that the worker holds, the narrowest at least as wide as the one
 * asked for, else the widest. Offline, the browser may ask for a width it never fetched (the
 * phone turned, the window widened) and would show a broken picture where a softer one is kept.
 */
export const otherWidthOffline: WorkboxPlugin = {
  async handlerDidError({ request }) {
    const stem = imageStem(new URL(request.url).pathname);
    if (!stem) return undefined;
    const cache = await caches.open(IMAGE_CACHE);
    const held = (await cache.keys())
      .filter((key) => imageStem(new URL(key.url).pathname) === stem)
      .sort((a, b) => widthOf(a.url) - widthOf(b.url));
    const wanted = widthOf(request.url);
    const best = held.find((key) => widthOf(key.url) >= wanted) ?? held.at(-1);
    return best ? cache.match(best) : undefined;
  },
};
