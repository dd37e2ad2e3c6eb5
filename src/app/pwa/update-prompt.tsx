import { useEffect, useState } from 'react';
import { applyUpdate, onUpdateWaiting } from '@/lib/sw-bridge';
import { texts } from '@/lib/texts';
import styles from './update-prompt.module.css';

export function UpdatePrompt() {
  const [visible, setVisible] = useState(false);
  useEffect(() => onUpdateWaiting(() => setVisible(true)), []);
  if (!visible) return null;
  return (
    <div className={styles.prompt} role="status">
      <span>{texts.pwa.updateReady}</span>
      <button type="button" className={styles.primary} onClick={applyUpdate}>
        {texts.pwa.updateNow}
      </button>
      <button type="button" className={styles.secondary} onClick={() => setVisible(false)}>
        {texts.pwa.later}
      </button>
    </div>
  );
}
