import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isStudioError, type StudioError } from '../api/studio-error';
import { StaleNotice } from './stale-notice';

interface Saved {
  version: number;
}

interface Options<V, T extends Saved, S extends Saved> {
  /** The form's first values. */
  initial: V | (() => V);
  /** The version the form was opened on (1 for a new record). */
  version: number;
  /** A stored record (a 409's `current`) as the form's values. */
  valuesOf: (stored: T) => V;
  /** Sends the values with the version they edit; answers the new version. */
  save: (values: V, version: number) => Promise<S>;
  /** After a save: refresh what shows it, move on; values returned replace the form's. */
  onSaved?: (saved: S, values: V) => Promise<V | void> | V | void;
  /** Names the stored record in the notice (its title). */
  nameOf?: (stored: T) => string;
}

/**
 * The state every versioned studio form shares (decisions 053, 056, 058): its values, the version
 * they edit, the save, and what happens when someone else saved first (409). Then the form keeps
 * the editor's values and `staleNotice` offers to save them over the newer version or to load it.
 */
export function useVersionedForm<V, T extends Saved, S extends Saved = Saved>(
  options: Options<V, T, S>,
) {
  const [values, setValues] = useState<V>(options.initial);
  const [version, setVersion] = useState(options.version);
  const [stale, setStale] = useState<T | null>(null);
  // The values and version travel with the call: the mutation's options are refreshed in an
  // effect, so a closure over state could send the values of one render before the press.
  const save = useMutation({
    mutationFn: (sent: { values: V; version: number }) => options.save(sent.values, sent.version),
    onSuccess: async (saved, sent) => {
      setVersion(saved.version);
      setStale(null);
      const kept = await options.onSaved?.(saved, sent.values);
      if (kept !== undefined) setValues(kept);
    },
    onError: (error) => {
      if (isStudioError(error) && error.status === 409 && error.current) {
        setStale(error.current as T);
      }
    },
  });
  const error: StudioError | null = isStudioError(save.error) ? save.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ values, version });
  };
  const staleNotice: ReactNode = stale ? (
    <StaleNotice
      theirs={options.nameOf?.(stale)}
      onKeep={() => {
        setVersion(stale.version);
        setStale(null);
      }}
      onReload={() => {
        setValues(options.valuesOf(stale));
        setVersion(stale.version);
        setStale(null);
        save.reset();
      }}
    />
  ) : null;
  return { values, setValues, version, save, error, submit, stale, staleNotice };
}
