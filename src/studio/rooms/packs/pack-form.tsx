import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { SaveBar } from '../../ui/save-bar';
import { saveStatus } from '../../ui/save-status';
import uiStyles from '../../ui/studio-ui.module.css';
import styles from '../site/site.module.css';
import { packTexts as texts } from './pack-texts';

export interface PackValues {
  title: string;
  days: string;
  price: string;
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

interface Props {
  label: string;
  initial: PackValues;
  save: (body: { title: string; days: number; price: number }) => Promise<unknown>;
  onSaved: () => Promise<unknown>;
  submitLabel?: string;
  clearOnSave?: boolean;
}

/** A pack's name, days and price in whole tugrik; the server names any wrong field. */
export function PackForm({ label, initial, save: saveValues, onSaved, ...props }: Props) {
  const [values, setValues] = useState(initial);
  const save = useMutation({
    mutationFn: () =>
      saveValues({ title: values.title, days: num(values.days), price: num(values.price) }),
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
  const input = (name: keyof PackValues, fieldLabel: string, numeric: boolean) => (
    <FormField name={name} label={fieldLabel} error={error?.field(name)}>
      {(control) => (
        <input
          {...control}
          className={uiStyles.input}
          {...(numeric ? { inputMode: 'numeric' as const } : {})}
          value={values[name]}
          onChange={(ev) => setValues((v) => ({ ...v, [name]: ev.target.value }))}
        />
      )}
    </FormField>
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <div className={styles.row}>
        {input('title', texts.name, false)}
        {input('days', texts.days, true)}
        {input('price', texts.price, true)}
      </div>
      <SaveBar
        busy={save.isPending}
        {...(props.submitLabel ? { label: props.submitLabel } : {})}
        status={saveStatus(save)}
      />
    </form>
  );
}
