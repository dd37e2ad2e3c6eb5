import { useEffect, useRef, useState } from 'react';
import { showToast } from '@/lib/toast-store';
import { CheckIcon, CopyIcon } from '@/ui/icons';
import { extendTexts } from '../extend-texts';
import styles from './payment-pages.module.css';

const t = extendTexts.transfer;

/** Copies one value; says "Хуулагдлаа" in place for a moment, or that it could not. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 2000);
    } catch {
      showToast('error', t.copyFailed);
    }
  };

  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() => void copy()}
      aria-label={t.copy(what)}
      data-copied={copied || undefined}
    >
      {copied ? <CheckIcon width={18} height={18} /> : <CopyIcon width={18} height={18} />}
      <span aria-live="polite">{copied ? t.copied : null}</span>
    </button>
  );
}
