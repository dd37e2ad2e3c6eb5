import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeftIcon } from '@/ui/icons';
import { extendTexts as t } from '../extend-texts';
import { Stepper } from './stepper';
import styles from './payment-pages.module.css';
import { useDocumentTitle } from '@/lib/use-document-title';

interface Props {
  title: string;
  lead?: string;
  kicker?: string;
  /** Where "Буцах" goes. */
  back?: Pick<LinkProps, 'to' | 'search'>;
  /** 1-based step of the extension flow (Багц → Төлбөрийн хэлбэр → Төлөх). */
  progress?: number;
  children: ReactNode;
  width?: 'narrow' | 'wide';
}

/** The frame of every payment page: back link, heading (the page's h1), the flow's progress. */
export function PaymentShell({
  title,
  lead,
  kicker = t.kicker,
  back,
  progress,
  children,
  width = 'narrow',
}: Props) {
  useDocumentTitle(title);
  return (
    <div className={styles.page} data-width={width}>
      <header className={styles.head}>
        {back ? (
          <Link {...back} className={styles.back}>
            <ArrowLeftIcon width={18} height={18} />
            {t.back}
          </Link>
        ) : null}
        <p className={styles.kicker}>{kicker}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {progress ? <Stepper current={progress} steps={t.flow} label={t.flowLabel} /> : null}
      {children}
    </div>
  );
}
