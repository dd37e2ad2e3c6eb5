import { useId, type ReactNode } from 'react';
import { ChevronRightIcon } from '@/ui/icons';
import { catalogueTexts } from '../texts';
import styles from './filter-bar.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * "All" first, then the loaded options; the current value stays selectable even before its name
 * arrives (or when it is not in the list), so the select never shows a wrong choice.
 */
export function withCurrent(
  options: FilterOption[],
  current: number | 'all',
  fallbackLabel: string,
): FilterOption[] {
  const all = { value: 'all', label: catalogueTexts.listing.all };
  const missing =
    current !== 'all' && !options.some((o) => o.value === String(current))
      ? [{ value: String(current), label: fallbackLabel }]
      : [];
  return [all, ...missing, ...options];
}

interface SelectProps {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
}

/**
 * A native select: the phone's own picker on touch screens, full keyboard and screen-reader
 * support everywhere; each change navigates, so the URL always holds the filters.
 */
export function FilterSelect({ label, value, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronRightIcon className={styles.chevron} width={16} height={16} />
      </div>
    </div>
  );
}

/** `label` names the form for screen readers (the listings' "Шүүлтүүр" unless given). */
export function FilterBar({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <form
      className={styles.bar}
      aria-label={label ?? catalogueTexts.listing.filters}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  );
}
