import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { EmptyState, statusActionClass } from '@/ui/status-view';
import { accountTexts } from '../texts';

/** An account list with nothing in it yet: why, and a way to find something to watch. */
export function AccountEmpty({
  icon,
  title,
  text,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
}) {
  return (
    <EmptyState icon={icon} title={title} text={text}>
      <Link to="/" className={statusActionClass}>
        {accountTexts.browse}
      </Link>
    </EmptyState>
  );
}
