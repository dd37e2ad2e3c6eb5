import { useState, type FormEvent } from 'react';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { SaveBar } from '../../ui/save-bar';
import uiStyles from '../../ui/studio-ui.module.css';
import { homeTexts as texts } from './home-texts';
import styles from './home.module.css';

export interface CategoryDraft {
  title: string;
  slug: string;
}

interface Props {
  heading: string;
  initial: CategoryDraft;
  busy: boolean;
  error: unknown;
  onSave: (draft: CategoryDraft) => void;
  onCancel?: () => void;
}

/** A category's name and its slug (the name in addresses). */
export function CategoryForm({ heading, initial, busy, error, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const refused = isStudioError(error) ? error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={heading} noValidate>
      <h3>{heading}</h3>
      <FormField name="title" label={texts.name} error={refused?.field('title')}>
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        name="slug"
        label={texts.slug}
        hint={texts.slugHint}
        error={refused?.field('slug')}
      >
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={draft.slug}
            onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
          />
        )}
      </FormField>
      <div className={uiStyles.actions}>
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
