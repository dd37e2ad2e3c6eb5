import { studioMessages } from '@contract/studio/messages';
import { FormField } from '../../ui/form-field';
import { useVersionedForm } from '../../ui/use-versioned-form';
import { SaveBar } from '../../ui/save-bar';
import { saveStatus } from '../../ui/save-status';
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
  const form = useVersionedForm<TextValues, TextValues & { version: number }>({
    initial,
    version: props.version ?? 1,
    valuesOf: (stored) => ({ title: stored.title, body: stored.body }),
    nameOf: (stored) => stored.title,
    // A form for a new row creates every time (it has no version of its own to name).
    save: (values, version) =>
      saveValues(values, props.version === undefined ? undefined : version),
    onSaved: async () => {
      await onSaved();
      return props.clearOnSave ? { title: '', body: '' } : undefined;
    },
  });
  const { values, setValues, save, error, submit, stale } = form;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      {form.staleNotice}
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
          stale && !save.isSuccess
            ? { kind: 'error', text: studioMessages.staleVersion }
            : saveStatus(save)
        }
      />
    </form>
  );
}
