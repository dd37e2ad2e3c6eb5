import type { ReactNode } from 'react';
import { texts } from '@/lib/texts';
import { AlertIcon, InboxIcon } from './icons';
import styles from './status-view.module.css';

interface LoadErrorProps {
  /** The server's msg when there is one; the generic failure text otherwise. */
  message?: string | undefined;
  title?: string;
  onRetry: () => void;
  /** Page-level errors carry the page's h1; inline ones (a failed next page) do not. */
  headingLevel?: 1 | 2;
}

/** A failed load the user can see and retry, instead of a blank area. */
export function LoadError({
  message,
  title = texts.states.loadFailed,
  onRetry,
  headingLevel = 2,
}: LoadErrorProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.box} role="alert" data-page={headingLevel === 1 || undefined}>
      <AlertIcon className={styles.icon} width={40} height={40} />
      <Heading className={styles.title}>{title}</Heading>
      {message && message !== title ? <p className={styles.text}>{message}</p> : null}
      <button type="button" className={styles.button} onClick={onRetry}>
        {texts.states.retry}
      </button>
    </div>
  );
}

interface EmptyStateProps {
  title?: string;
  text?: string;
  /** Extra actions, e.g. a link back. */
  children?: ReactNode;
  headingLevel?: 1 | 2;
  /** 'alert' for something missing or wrong (not found), 'empty' for a list with nothing yet. */
  icon?: 'empty' | 'alert';
}

export function EmptyState({
  title = texts.states.empty,
  text,
  children,
  headingLevel = 2,
  icon = 'empty',
}: EmptyStateProps) {
  const Icon = icon === 'alert' ? AlertIcon : InboxIcon;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.box} data-page={headingLevel === 1 || undefined}>
      <Icon className={styles.icon} width={40} height={40} />
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}

/** For action links inside EmptyState, styled like its buttons. */
export const statusActionClass = styles.link;
