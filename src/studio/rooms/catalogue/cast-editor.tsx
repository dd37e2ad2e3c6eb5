import { useState } from 'react';
import uiStyles from '../../ui/studio-ui.module.css';
import { PickSelect, type Picked } from './pick-select';
import styles from './catalogue.module.css';

type Member = { actor_id: number; name: string; role: string };

interface Props {
  cast: Member[];
  onChange: (cast: Member[]) => void;
  error?: string | undefined;
}

/** The cast in the order shown, each with the part played; actors come from the server's list. */
export function CastEditor({ cast, onChange, error }: Props) {
  const [adding, setAdding] = useState<Picked | null>(null);
  const move = (index: number, by: -1 | 1) => {
    const next = [...cast];
    const [member] = next.splice(index, 1);
    next.splice(index + by, 0, member!);
    onChange(next);
  };
  return (
    <fieldset className={styles.cast}>
      <legend className={uiStyles.fieldLabel}>Жүжигчид</legend>
      <ol className={styles.castList}>
        {cast.map((m, i) => (
          <li key={m.actor_id} className={styles.castRow}>
            <span>{m.name}</span>
            <input
              className={uiStyles.input}
              aria-label={`${m.name}: дүр`}
              placeholder="Дүр"
              value={m.role}
              onChange={(event) =>
                onChange(
                  cast.map((c) =>
                    c.actor_id === m.actor_id ? { ...c, role: event.target.value } : c,
                  ),
                )
              }
            />
            <button
              type="button"
              className={uiStyles.button}
              aria-label={`${m.name}: дээш`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={uiStyles.button}
              aria-label={`${m.name}: доош`}
              disabled={i === cast.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className={uiStyles.danger}
              aria-label={`${m.name}: хасах`}
              onClick={() => onChange(cast.filter((c) => c.actor_id !== m.actor_id))}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
      <div className={styles.row}>
        <PickSelect
          list="studioPickActors"
          name="cast-add"
          label="Жүжигчин нэмэх"
          value={adding}
          onChange={setAdding}
        />
        <button
          type="button"
          className={uiStyles.button}
          disabled={!adding || cast.some((c) => c.actor_id === adding.id)}
          onClick={() => {
            if (!adding) return;
            onChange([...cast, { actor_id: adding.id, name: adding.name, role: '' }]);
            setAdding(null);
          }}
        >
          Нэмэх
        </button>
      </div>
      {error ? <p className={uiStyles.fieldError}>{error}</p> : null}
    </fieldset>
  );
}
