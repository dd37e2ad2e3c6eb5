import { dismissToast, useToasts } from '@/lib/toast-store';
import { texts } from '@/lib/texts';
import styles from './toast-region.module.css';

/** Newest on top; errors are announced assertively, everything else politely. */
export function ToastRegion() {
  const toasts = useToasts();
  return (
    // Top layer: react-aria hides everything outside an open dialog from screen readers, and
    // toasts raised from inside one (e.g. "login required") must still be announced.
    <section
      className={styles.region}
      aria-label={texts.toast.region}
      data-react-aria-top-layer="true"
    >
      <div className={styles.list}>
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={styles.toast}
            data-kind={toast.kind}
            role={toast.kind === 'error' ? 'alert' : 'status'}
          >
            <div className={styles.body}>
              {toast.title ? <strong className={styles.title}>{toast.title}</strong> : null}
              <span>{toast.message}</span>
            </div>
            {toast.count > 1 ? (
              <span className={styles.count}>
                <span aria-hidden="true">×{toast.count}</span>
                <span className="visually-hidden">{texts.toast.times(toast.count)}</span>
              </span>
            ) : null}
            <button
              type="button"
              className={styles.close}
              aria-label={texts.toast.dismiss}
              onClick={() => dismissToast(toast.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
