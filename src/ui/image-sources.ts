import { imageVariants } from '@contract/image-variants';

/** The attributes of an `<img>` for a media picture; spread where `src` would go. */
export interface ImageSources {
  srcSet?: string;
  sizes?: string;
  src: string;
}

/**
 * The sources of a picture a row keeps: a studio upload offers every width it was stored at
 * (contract/image-variants.ts) with `sizes`, the width the slot takes on screen, so the browser
 * fetches the smallest that fills it (a phone's card loads the 160 px poster, not the 480); the
 * seed's art is offered the same way (decision 091); an SVG, one width and any other URL stay a
 * plain `src`. srcset and sizes come before src, so no browser starts on src before it knows the
 * choice.
 */
export function imageSources(url: string, sizes: string): ImageSources {
  const variants = imageVariants(url);
  if (!variants || variants.length < 2) return { src: url };
  return {
    srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
    sizes,
    src: url,
  };
}
