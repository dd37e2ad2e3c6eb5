/**
 * The value of a searchable table's `search_text` (media, podcasts, newsletters): lowercased in
 * JS because SQLite's lower() folds ASCII only. Anything that edits the parts must recompute it.
 */
export function searchText(...parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ').toLowerCase();
}
