import { useEffect, useRef, useState } from 'react';
import uiStyles from '../../ui/studio-ui.module.css';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

/** One value to paste into the encoder, read-only, with a copy button that says how it went. */
export function CopyField({
  label,
  value,
  secret,
}: {
  label: string;
  value: string;
  secret?: boolean;
}) {
  const [said, setSaid] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    let text: string = liveTexts.copied;
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      text = liveTexts.copyFailed;
    }
    setSaid(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSaid(''), 3000);
  };

  return (
    <div className={styles.copyField}>
      <label className={styles.copyLabel}>
        <span>{label}</span>
        <input
          className={uiStyles.input}
          readOnly
          value={value}
          spellCheck={false}
          data-secret={secret || undefined}
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <button type="button" className={uiStyles.button} onClick={() => void copy()}>
        {liveTexts.copy(label)}
      </button>
      <span role="status" className={styles.copyStatus}>
        {said}
      </span>
    </div>
  );
}
