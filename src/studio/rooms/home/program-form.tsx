import { useState, type FormEvent } from 'react';
import type { StudioProgram } from '@contract/studio/endpoints/home';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { ImageField } from '../../ui/image-field';
import { SaveBar } from '../../ui/save-bar';
import uiStyles from '../../ui/studio-ui.module.css';
import { fromUbInput, toUbInput } from '../../ui/ub-time';
import { homeTexts as texts } from './home-texts';
import styles from './home.module.css';

export interface ProgramDraft {
  title: string;
  description: string;
  image: string;
  starts: string;
  ends: string;
}

export const programDraft = (p: StudioProgram | null, day: string): ProgramDraft =>
  p
    ? {
        title: p.title,
        description: p.description ?? '',
        image: p.image ?? '',
        starts: toUbInput(p.starts_at),
        ends: toUbInput(p.ends_at),
      }
    : { title: '', description: '', image: '', starts: `${day}T20:00`, ends: `${day}T21:00` };

export const programBody = (d: ProgramDraft, mediaId: number | null) => ({
  title: d.title,
  description: d.description,
  image: d.image,
  media_id: mediaId,
  starts_at: fromUbInput(d.starts),
  ends_at: fromUbInput(d.ends),
});

interface Props {
  heading: string;
  initial: ProgramDraft;
  busy: boolean;
  error: unknown;
  onSave: (draft: ProgramDraft) => void;
  onCancel?: () => void;
}

/** A programme's fields; an overlap or an end before the start is said under the time. */
export function ProgramForm({ heading, initial, busy, error, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const refused = isStudioError(error) ? error : null;
  const set = (change: Partial<ProgramDraft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={heading} noValidate>
      <h3>{heading}</h3>
      <FormField name="title" label={texts.title} error={refused?.field('title')}>
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField name="description" label={texts.description} error={refused?.field('description')}>
        {(control) => (
          <textarea
            {...control}
            className={uiStyles.input}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        name="starts_at"
        label={texts.startsAt}
        hint={texts.timeHint}
        error={refused?.field('starts_at')}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={uiStyles.input}
            value={draft.starts}
            onChange={(e) => set({ starts: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        name="ends_at"
        label={texts.endsAt}
        hint={texts.timeHint}
        error={refused?.field('ends_at')}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={uiStyles.input}
            value={draft.ends}
            onChange={(e) => set({ ends: e.target.value })}
          />
        )}
      </FormField>
      <ImageField
        kind="poster_hz"
        label={texts.image}
        value={draft.image}
        onChange={(image) => set({ image })}
        error={refused?.field('image')}
      />
      <div className={styles.actions}>
        <SaveBar
          busy={busy}
          status={error instanceof Error ? { kind: 'error', text: error.message } : null}
        />
        {onCancel ? (
          <button type="button" className={uiStyles.button} onClick={onCancel}>
            {texts.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
