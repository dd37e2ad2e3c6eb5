import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { texts } from '@/lib/texts';
import modal from '@/ui/dialog.module.css';
import spin from '@/ui/spinner.module.css';
import { LoginFrameHeader } from '../login/login-frame-header';
import frame from '../login/login-frame.module.css';
import styles from './login-dialog-waiting.module.css';

interface Props {
  title: string;
  onClose: () => void;
  /** Drawn after the loading line: the first view's copy keeps its phone form here, hidden. */
  children?: ReactNode;
}

/**
 * The login dialog's frame while its code is on the way (react-aria and the steps, about 65 KB
 * over the wire): a tap on "Нэвтрэх" answers at once, on a poor link too (issue 29), and the
 * dialog fills in when its code arrives. It looks like the real one's first frame, says it is
 * loading, and closes on Escape, its button or a tap on the scrim, as the real one does.
 */
export function LoginDialogWaiting({ title, onClose, children }: Props) {
  const overlay = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    // Caught before anything under the frame (the details overlay it may open over) sees it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.key !== 'Tab') return;
      event.stopPropagation();
      if (event.key === 'Escape') onClose();
      // Nothing behind the frame is reachable, as behind the dialog; the focus stays on the
      // opener, where the dialog that replaces it gives it back when it closes (react-aria
      // keeps the element focused as it renders).
      if (event.key === 'Tab') event.preventDefault();
    };
    const onScrim = (event: MouseEvent) => {
      if (event.target === overlay.current) onClose();
    };
    const scrim = overlay.current;
    document.addEventListener('keydown', onKey, true);
    scrim?.addEventListener('click', onScrim);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      scrim?.removeEventListener('click', onScrim);
    };
  }, [onClose]);

  return (
    <div ref={overlay} className={modal.overlay}>
      <div
        className={`${modal.modal} ${modal.accent}`}
        style={{ '--dialog-width': '600px' } as CSSProperties}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-busy="true"
          className={`${modal.dialog} ${frame.dialog}`}
        >
          <LoginFrameHeader
            title={
              <h2 id={titleId} className={frame.title}>
                {title}
              </h2>
            }
            onClose={onClose}
          />
          <p role="status" className={styles.status}>
            <span className={spin.spinner} aria-hidden="true" />
            {texts.states.loading}
          </p>
          {children}
        </div>
      </div>
    </div>
  );
}
