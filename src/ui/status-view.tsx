import type { ReactNode } from 'react';
import { texts } from '@/lib/texts';
import { AlertIcon, InboxIcon } from './icons';
import styles from './status-view.module.css';

const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** What to show of a failed request: the server's msg (ApiError's message), if any. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

interface LoadErrorProps {
  /** The failure; its message is shown unless `message` says otherwise. */
  error?: unknown;
  /** The server's msg when there is one; the generic failure text otherwise. */
  message?: string | undefined;
  title?: string;
  onRetry: () => void;
  /** Page-level errors carry the page's h1; inline ones (a failed next page) do not. */
  headingLevel?: 1 | 2;
  /**
   * One framed line instead of a block: for a failure inside something that stays on screen
   * (a list's next page, one row of the home page), so what was loaded keeps its place.
   */
  compact?: boolean;
  /** Placement only (margins); the look is this component's. */
  className?: string;
}

/** A failed load the user can see and retry, instead of a blank area. */
export function LoadError({
  error,
  message = errorMessage(error),
  title = texts.states.loadFailed,
  onRetry,
  headingLevel = 2,
  compact = false,
  className,
}: LoadErrorProps) {
  const detail = message && message !== title ? message : null;
  const retry = (
    <button type="button" className={styles.button} onClick={onRetry}>
      {texts.states.retry}
    </button>
  );
  if (compact) {
    return (
      <div className={cx(styles.line, className)} role="alert">
        <p className={styles.lineTitle}>{title}</p>
        {detail ? <p className={styles.lineText}>{detail}</p> : null}
        {retry}
      </div>
    );
  }
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      className={cx(styles.box, className)}
      role="alert"
      data-page={headingLevel === 1 || undefined}
    >
      <AlertIcon className={styles.icon} width={40} height={40} />
      <Heading className={styles.title}>{title}</Heading>
      {detail ? <p className={styles.text}>{detail}</p> : null}
      {retry}
    </div>
  );
}

interface EmptyStateProps {
  title?: string;
  text?: string;
  /** Extra actions, e.g. a link back; style links with `statusActionClass`. */
  children?: ReactNode;
  headingLevel?: 1 | 2;
  /**
   * 'alert' for something missing or wrong (not found), 'empty' for a list with nothing yet, or
   * the list's own icon (a heart for liked content).
   */
  icon?: 'empty' | 'alert' | ReactNode;
  /** Placement only (margins); the look is this component's. */
  className?: string;
}

export function EmptyState({
  title = texts.states.empty,
  text,
  children,
  headingLevel = 2,
  icon = 'empty',
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={cx(styles.box, className)} data-page={headingLevel === 1 || undefined}>
      {icon === 'alert' || icon === 'empty' ? (
        <StateIcon alert={icon === 'alert'} />
      ) : (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}

function StateIcon({ alert }: { alert: boolean }) {
  const Glyph = alert ? AlertIcon : InboxIcon;
  return <Glyph className={styles.icon} size={40} />;
}

/** For action links and buttons inside EmptyState, styled like its buttons. */
export const statusActionClass = styles.link;
