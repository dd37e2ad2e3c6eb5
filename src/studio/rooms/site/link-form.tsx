import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { StudioBodyOf } from '@contract/studio/endpoints';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { SaveBar } from '../../ui/save-bar';
import { saveStatus } from '../../ui/save-status';
import uiStyles from '../../ui/studio-ui.module.css';
import { siteTexts as texts } from './site-texts';
import styles from './site.module.css';

type Values = StudioBodyOf<'studioLinkCreate'>;
const KINDS = ['app_store', 'social', 'footer'] as const;

interface Props {
  label: string;
  initial: Values;
  save: (values: Values) => Promise<unknown>;
  onSaved: () => Promise<unknown>;
  submitLabel?: string;
  clearOnSave?: boolean;
}

/** A link's kind, name, address and icon; the server names any wrong field. */
export function LinkForm({ label, initial, save: saveValues, onSaved, ...props }: Props) {
  const [values, setValues] = useState(initial);
  const save = useMutation({
    mutationFn: () => saveValues(values),
    onSuccess: async () => {
      if (props.clearOnSave) setValues(initial);
      await onSaved();
    },
  });
  const error = isStudioError(save.error) ? save.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const input = (name: 'title' | 'url' | 'icon', fieldLabel: string, hint?: string) => (
    <FormField
      name={name}
      label={fieldLabel}
      error={error?.field(name)}
      {...(hint ? { hint } : {})}
    >
      {(control) => (
        <input
          {...control}
          className={uiStyles.input}
          value={values[name] ?? ''}
          onChange={(ev) => setValues((v) => ({ ...v, [name]: ev.target.value }))}
        />
      )}
    </FormField>
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <div className={styles.row}>
        <FormField name="kind" label={texts.kind} error={error?.field('kind')}>
          {(control) => (
            <select
              {...control}
              className={uiStyles.input}
              value={values.kind}
              onChange={(ev) =>
                setValues((v) => ({ ...v, kind: ev.target.value as Values['kind'] }))
              }
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {texts.kinds[k]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {input('title', texts.linkTitle)}
        {input('url', texts.linkUrl, texts.linkUrlHint)}
        {input('icon', texts.icon)}
      </div>
      <SaveBar
        busy={save.isPending}
        {...(props.submitLabel ? { label: props.submitLabel } : {})}
        status={saveStatus(save)}
      />
    </form>
  );
}
