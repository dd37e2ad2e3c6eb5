import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { studioCall } from '../../api/studio-client';
import { FormField } from '../../ui/form-field';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueKeys } from './catalogue-keys';
import styles from './catalogue.module.css';

export type PickList =
  | 'studioPickStudios'
  | 'studioPickDirectors'
  | 'studioPickTranslators'
  | 'studioPickFranchises'
  | 'studioPickActors';

export interface Picked {
  id: number;
  name: string;
}

interface Props {
  list: PickList;
  name: string;
  label: string;
  value: Picked | null;
  onChange: (value: Picked | null) => void;
  error?: string | undefined;
  /** Offer "none" (an optional pick). */
  optional?: boolean;
}

/**
 * One choice from a server pick-list that may be long (studios, actors): a filter box searches
 * the server (at most 20 answers), the select chooses among them; the current choice stays
 * listed whatever the filter.
 */
export function PickSelect({ list, name, label, value, onChange, error, optional = true }: Props) {
  const [q, setQ] = useState('');
  const picks = useQuery({
    queryKey: catalogueKeys.pick(list, q),
    queryFn: () => studioCall(list, { query: { q } }),
    staleTime: 60_000,
  });
  const options = [
    ...(value ? [value] : []),
    ...(picks.data ?? []).filter((p) => p.id !== value?.id),
  ];
  return (
    <FormField name={name} label={label} error={error}>
      {(control) => (
        <div className={styles.pick}>
          <input
            type="search"
            className={uiStyles.input}
            aria-label={`${label}: шүүх`}
            placeholder="Шүүх…"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <select
            {...control}
            className={uiStyles.input}
            value={value?.id ?? ''}
            onChange={(event) => {
              const id = Number(event.target.value);
              onChange(options.find((o) => o.id === id) ?? null);
            }}
          >
            {optional || !value ? <option value="">—</option> : null}
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormField>
  );
}
