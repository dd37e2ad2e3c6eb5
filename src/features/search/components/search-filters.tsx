import {
  FilterBar,
  FilterSelect,
  useHomeCategories,
  type FilterOption,
} from '@/features/catalogue';
import {
  SEARCH_TYPES,
  hasFilters,
  typeHasCategories,
  yearOptions,
  type SearchFilters,
} from '../search-params';
import { searchTexts } from '../texts';
import styles from './search-filters.module.css';

const t = searchTexts.filters;
const ALL = '';

interface Props {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}

/** "All" first; a value from a shared link that the list lacks stays selectable as itself. */
function options(list: FilterOption[], current: number | undefined): FilterOption[] {
  const missing =
    current !== undefined && !list.some((o) => o.value === String(current))
      ? [{ value: String(current), label: String(current) }]
      : [];
  return [{ value: ALL, label: t.all }, ...missing, ...list];
}

/**
 * Type, category and year (the catalogue's own native selects: the phone's picker, full keyboard
 * and screen-reader support). Each change is a new URL, so reload, back and a shared link keep it.
 */
export function SearchFiltersBar({ filters, onChange }: Props) {
  const categories = useHomeCategories();
  const set = (patch: SearchFilters) => onChange({ ...filters, ...patch });
  const number = (v: string) => (v === ALL ? undefined : Number(v));

  return (
    <div className={styles.filters}>
      <FilterBar label={t.label}>
        <FilterSelect
          label={t.type}
          value={filters.type ?? ALL}
          options={[
            { value: ALL, label: t.all },
            ...SEARCH_TYPES.map((type) => ({ value: type, label: searchTexts.kinds[type] })),
          ]}
          onChange={(v) => {
            const type = SEARCH_TYPES.find((each) => each === v);
            // A podcast or newsletter has no category: keeping one would find nothing.
            set(typeHasCategories(type) ? { type } : { type, category: undefined });
          }}
        />
        {/* Hidden for podcasts and newsletters, unless a shared link set one: then it can be undone. */}
        {typeHasCategories(filters.type) || filters.category !== undefined ? (
          <FilterSelect
            label={t.category}
            value={filters.category === undefined ? ALL : String(filters.category)}
            options={options(
              (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.title })),
              filters.category,
            )}
            onChange={(v) => set({ category: number(v) })}
          />
        ) : null}
        <FilterSelect
          label={t.year}
          value={filters.year === undefined ? ALL : String(filters.year)}
          options={options(
            yearOptions().map((y) => ({ value: String(y), label: String(y) })),
            filters.year,
          )}
          onChange={(v) => set({ year: number(v) })}
        />
      </FilterBar>
      {hasFilters(filters) ? (
        <button type="button" className={styles.clear} onClick={() => onChange({})}>
          {t.clear}
        </button>
      ) : null}
    </div>
  );
}
