import { useId, useState } from 'react';
import type { ImageKind } from '@contract/image-variants';
import { uploadImage } from '../api/upload-image';
import { studioTexts } from '../texts';
import styles from './studio-ui.module.css';

const texts = studioTexts.image;

interface Props {
  kind: ImageKind;
  label: string;
  /** The kept URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** The save's message for this field. */
  error?: string | undefined;
}

/**
 * A picture (a title's poster, a podcast's cover…): the current one, and a file chooser that uploads at once (the server
 * re-encodes it into the sizes the viewer app shows) and puts the new URL in the form, which
 * keeps it when saved. Shared by the rooms (moved from the catalogue, decision 056).
 */
export function ImageField({ kind, label, value, onChange, error }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onChange((await uploadImage(file, kind)).url);
    } catch (caught) {
      setProblem(caught instanceof Error ? caught.message : texts.upload);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.image} data-invalid={message ? true : undefined}>
      <span className={styles.fieldLabel} id={`${id}-label`}>
        {label}
      </span>
      {value ? (
        <img src={value} alt="" className={styles.thumb} data-kind={kind} />
      ) : (
        <span className={styles.noImage}>{texts.none}</span>
      )}
      <label className={styles.button}>
        {busy ? texts.uploading : texts.upload}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? `${id}-error` : undefined}
          disabled={busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-error`} role="status" aria-live="polite" className={styles.fieldError}>
        {message ?? ''}
      </p>
    </div>
  );
}
