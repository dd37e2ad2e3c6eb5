/**
 * Search params every route accepts (docs/product.md §2): `media` opens the details overlay for a media
 * id, 'c' marks it closed; `t` is carried along when the overlay closes.
 *
 * `t` keeps the type the router's JSON-ish parser gave it: turning `t=42` into the string '42'
 * would make every later navigation write it back as `t=%2242%22`.
 */
export interface OverlaySearch {
  media?: number | 'c';
  t?: string | number | boolean;
}

export function validateOverlaySearch(search: Record<string, unknown>): OverlaySearch {
  const out: OverlaySearch = {};
  const { media, t } = search;
  if (media === 'c') out.media = 'c';
  else {
    const id = typeof media === 'string' ? Number(media) : media;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) out.media = id;
  }
  if (typeof t === 'string' || typeof t === 'number' || typeof t === 'boolean') out.t = t;
  return out;
}
