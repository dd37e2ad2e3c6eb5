import { REASON_MAX } from '@contract/studio/endpoints/fields';
import { studioTexts } from '../texts';
import { FormField } from './form-field';
import styles from './studio-ui.module.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** The server's message for the `reason` field. */
  error: string | undefined;
}

/** Why a viewer's account or comment was changed: the required reason the server keeps with it. */
export function ReasonField({ value, onChange, error }: Props) {
  return (
    <FormField name="reason" label={studioTexts.reason} error={error}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          maxLength={REASON_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
