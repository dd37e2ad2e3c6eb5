import { useId } from 'react';
import uiStyles from '../../ui/studio-ui.module.css';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

/** Who may watch a channel: every signed-in viewer, or those with paid days. */
export function AccessChoice({
  isFree,
  onChange,
}: {
  isFree: boolean;
  onChange: (isFree: boolean) => void;
}) {
  // Two forms on one page each have their own pair of radios.
  const name = `is_free-${useId()}`;
  return (
    <fieldset className={styles.access}>
      <legend className={uiStyles.fieldLabel}>{liveTexts.access}</legend>
      <label>
        <input type="radio" name={name} checked={isFree} onChange={() => onChange(true)} />
        {liveTexts.free}
      </label>
      <label>
        <input type="radio" name={name} checked={!isFree} onChange={() => onChange(false)} />
        {liveTexts.paid}
      </label>
    </fieldset>
  );
}
