import type { MediaKind } from '../../contract/entities';
import { browsableKinds } from './media-cards';

/** What the ranking reads of each media. */
export interface RankedMedia {
  id: number;
  kind: MediaKind;
  rating: number;
  media_group_id: number | null;
  categories: readonly number[];
}

const browsable: ReadonlySet<MediaKind> = new Set(browsableKinds);

/** Most shared categories first, then the best rated, then the oldest id. */
function byLikeness(
  a: { shared: number; media: RankedMedia },
  b: { shared: number; media: RankedMedia },
) {
  return b.shared - a.shared || b.media.rating - a.media.rating || a.media.id - b.media.id;
}

/**
 * Whose lists can move when one media changes: itself and every media sharing a category with
 * it before or after the change. A media's candidates are those sharing one of its categories,
 * so no other list can gain, lose or reorder a title.
 */
export function touchedBy(
  media: readonly RankedMedia[],
  changed: { mediaId: number; categories: readonly number[] },
): Set<number> {
  const categories = new Set(changed.categories);
  const touched = new Set([changed.mediaId]);
  for (const m of media) {
    if (m.categories.some((c) => categories.has(c))) touched.add(m.id);
  }
  return touched;
}

/**
 * "Similar titles" of every media: browsable media sharing the most categories with it, best
 * rated first, without itself or the other seasons of its franchise (the detail lists those as
 * other_seasons). Media with the same set of categories have the same candidates in the same
 * order, so each distinct set is ranked once: a catalogue a hundred times the demo has about as
 * many sets as the demo.
 */
export function rankRelated(
  media: readonly RankedMedia[],
  limit: number,
  /** Rank only these media's lists (all of them without it); candidates still come from all. */
  only?: ReadonlySet<number>,
): Map<number, number[]> {
  const members = new Map<number, RankedMedia[]>();
  for (const m of media) {
    if (!browsable.has(m.kind)) continue;
    for (const category of new Set(m.categories)) {
      const list = members.get(category) ?? [];
      list.push(m);
      members.set(category, list);
    }
  }
  const rankedBySet = new Map<string, RankedMedia[]>();
  const candidates = (categories: readonly number[]) => {
    const unique = [...new Set(categories)].sort((a, b) => a - b);
    const key = unique.join(',');
    let ranked = rankedBySet.get(key);
    if (!ranked) {
      const shared = new Map<number, { shared: number; media: RankedMedia }>();
      for (const category of unique) {
        for (const m of members.get(category) ?? []) {
          const seen = shared.get(m.id);
          if (seen) seen.shared += 1;
          else shared.set(m.id, { shared: 1, media: m });
        }
      }
      ranked = [...shared.values()].sort(byLikeness).map((c) => c.media);
      rankedBySet.set(key, ranked);
    }
    return ranked;
  };

  const related = new Map<number, number[]>();
  for (const m of media) {
    if (only && !only.has(m.id)) continue;
    const ids: number[] = [];
    for (const candidate of candidates(m.categories)) {
      if (ids.length === limit) break;
      if (candidate.id === m.id) continue;
      if (m.media_group_id !== null && candidate.media_group_id === m.media_group_id) continue;
      ids.push(candidate.id);
    }
    related.set(m.id, ids);
  }
  return related;
}
