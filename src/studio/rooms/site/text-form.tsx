import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { studioMessages } from '@contract/studio/messages';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { StaleNotice } from '../../ui/stale-notice';
import { SaveBar } from '../../ui/save-bar';
import uiStyles from '../../ui/studio-ui.module.css';
import { siteTexts as texts } from './site-texts';
import styles from './site.module.css';

export interface TextValues {
  title: string;
  body: string;
}

interface Props {
  label: string;
  titleLabel: string;
  bodyLabel: string;
  initial: TextValues;
  /** The version the form edits; none for a new row. */
  version?: number;
  save: (values: TextValues, version: number | undefined) => Promise<{ version: number }>;
  onSaved: () => Promise<unknown>;
  submitLabel?: string;
  /** A new row's form empties itself after a save. */
  clearOnSave?: boolean;
}

/**
 * A title and an HTML body (an FAQ item, a content page). A stale save (409) keeps the editor's
 * text in the form and shows the stored one beside it; they choose to save theirs or load it.
 */
export function TextForm(props: Props) {
  const { label, initial, save: saveValues, onSaved } = props;
  const [values, setValues] = useState(initial);
  const [version, setVersion] = useState(props.version);
  const [stale, setStale] = useState<(TextValues & { version: number }) | null>(null);
  const save = useMutation({
    mutationFn: () => saveValues(values, version),
    onSuccess: async (saved) => {
      setStale(null);
      if (props.clearOnSave) setValues({ title: '', body: '' });
      else setVersion(saved.version);
      await onSaved();
    },
    onError: (error) => {
      if (isStudioError(error) && error.status === 409 && error.current)
        setStale(error.current as TextValues & { version: number });
    },
  });
  const error = isStudioError(save.error) ? save.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      {stale ? (
        <StaleNotice
          theirs={stale.title}
          onKeep={() => {
            setVersion(stale.version);
            setStale(null);
          }}
          onReload={() => {
            setValues({ title: stale.title, body: stale.body });
            setVersion(stale.version);
            setStale(null);
            save.reset();
          }}
        />
      ) : null}
      <FormField name="title" label={props.titleLabel} error={error?.field('title')}>
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={values.title}
            onChange={(ev) => setValues((v) => ({ ...v, title: ev.target.value }))}
          />
        )}
      </FormField>
      <FormField
        name="body"
        label={props.bodyLabel}
        hint={texts.htmlHint}
        error={error?.field('body')}
      >
        {(control) => (
          <textarea
            {...control}
            className={`${uiStyles.input} ${styles.textarea}`}
            value={values.body}
            onChange={(ev) => setValues((v) => ({ ...v, body: ev.target.value }))}
          />
        )}
      </FormField>
      <SaveBar
        busy={save.isPending}
        {...(props.submitLabel ? { label: props.submitLabel } : {})}
        status={
          save.isSuccess
            ? { kind: 'ok', text: studioMessages.saved }
            : save.isError && !stale
              ? { kind: 'error', text: save.error.message }
              : stale
                ? { kind: 'error', text: studioMessages.staleVersion }
                : null
        }
      />
    </form>
  );
}
