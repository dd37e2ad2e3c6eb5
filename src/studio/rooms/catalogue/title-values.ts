import type { StudioBodyOf, StudioDataOf } from '@contract/studio/endpoints';
import type { TitleStatus } from '@contract/studio/catalogue-values';

type Title = StudioDataOf<'studioTitle'>;
type Picked = { id: number; name: string } | null;

/**
 * A title as its form holds it: numbers as the text typed, picks with their names. The form
 * keeps these through a refused or stale save, so nothing typed is lost.
 */
export interface TitleValues {
  title: string;
  original_name: string;
  description: string;
  keywords: string;
  category_ids: number[];
  franchise: Picked;
  season_number: string;
  season_title: string;
  studio: Picked;
  director: Picked;
  translator: Picked;
  cast: { actor_id: number; name: string; role: string }[];
  rating: string;
  age_limit: string;
  status: TitleStatus;
  released_date: string;
  image1: string;
  poster_hz: string;
  banner: string;
  logo: string;
  price: string;
  is_free: boolean;
  has_price: boolean;
  is_theatre: boolean;
}

export function valuesOf(t: Title): TitleValues {
  return {
    title: t.title,
    original_name: t.original_name ?? '',
    description: t.description ?? '',
    keywords: t.keywords ?? '',
    category_ids: t.categories.map((c) => c.id),
    franchise: t.franchise,
    season_number: String(t.season_number),
    season_title: t.season_title ?? '',
    studio: t.studio,
    director: t.director,
    translator: t.translator,
    cast: t.cast.map((m) => ({ actor_id: m.actor_id, name: m.name, role: m.role ?? '' })),
    rating: String(t.rating),
    age_limit: t.age_limit === null ? '' : String(t.age_limit),
    status: t.status,
    released_date: t.released_date ?? '',
    image1: t.image1 ?? '',
    poster_hz: t.poster_hz ?? '',
    banner: t.banner ?? '',
    logo: t.logo ?? '',
    price: String(t.movie?.price ?? 0),
    is_free: t.movie?.is_free ?? false,
    has_price: t.movie?.has_price ?? false,
    is_theatre: t.movie?.is_theatre ?? false,
  };
}

/** A number field as typed: the number, or the text itself so the server names what is wrong. */
const numberOrText = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The save's body; the server checks every field and answers per field. */
export function bodyOf(
  v: TitleValues,
  kind: Title['kind'],
  version: number,
): StudioBodyOf<'studioTitleUpdate'> {
  return {
    version,
    title: v.title,
    original_name: v.original_name,
    description: v.description,
    keywords: v.keywords,
    category_ids: v.category_ids,
    media_group_id: v.franchise?.id ?? null,
    season_number: numberOrText(v.season_number),
    season_title: v.season_title,
    studio_id: v.studio?.id ?? null,
    director_id: v.director?.id ?? null,
    translator_id: v.translator?.id ?? null,
    cast: v.cast.map((m) => ({ actor_id: m.actor_id, role: m.role })),
    rating: numberOrText(v.rating),
    age_limit: v.age_limit.trim() === '' ? null : numberOrText(v.age_limit),
    status: v.status,
    released_date: v.released_date === '' ? null : v.released_date,
    image1: v.image1,
    poster_hz: v.poster_hz,
    banner: v.banner,
    logo: v.logo,
    movie:
      kind === 'series'
        ? null
        : {
            price: numberOrText(v.price),
            is_free: v.is_free,
            has_price: v.has_price,
            is_theatre: v.is_theatre,
          },
  };
}
