import type { ReactNode } from 'react';
import type { WatchDenial } from '@contract/entities';
import { spec } from '@contract/messages';
import { useLocation } from '@tanstack/react-router';
import { openLoginDialog, type LoginEntry } from '@/session';
import { withReturnPath } from '@/lib/return-path';
import { AnchorLink, isPlainClick } from '@/ui/anchor-link';
import { imageSources } from '@/ui/image-sources';
import { AlertIcon, ArrowLeftIcon, UserIcon } from '@/ui/icons';
import { watchTexts as t } from '../texts';
import styles from './watch-stage.module.css';

interface GateProps {
  /** The server's text; the spec's guest/extend texts when it sent none. */
  reason: string | null;
  code: WatchDenial | null;
  /** Theatre titles are rented, not renewed. */
  theatre: boolean;
  poster?: string | null | undefined;
  backHref: string;
  /** The rental flow for a priced theatre title. */
  rental?: ReactNode;
}

function Backdrop({ poster }: { poster?: string | null | undefined }) {
  return poster ? (
    <img
      {...imageSources(poster, '100vw')}
      alt=""
      className={styles.backdrop}
      width={1280}
      height={720}
    />
  ) : null;
}

function BackLink({ href }: { href: string }) {
  return (
    <AnchorLink href={href} className={styles.back}>
      <ArrowLeftIcon width={18} height={18} />
      {t.back}
    </AnchorLink>
  );
}

/**
 * docs/product.md §2/§4: a viewer who may not watch sees why and what to do: guests log in or register,
 * non-theatre content is renewed at /pack, a priced theatre title is rented.
 */
export function WatchGate({ reason, code, theatre, poster, backHref, rental }: GateProps) {
  const guest = code === 'login';
  const text = reason ?? (guest ? spec.guestWatch : spec.extendToWatch);
  return (
    <div className={styles.stage} data-state="gate">
      <Backdrop poster={poster} />
      <div className={styles.panel} role="alert">
        <span className={styles.icon} aria-hidden="true">
          {guest ? <UserIcon width={28} height={28} /> : <AlertIcon width={28} height={28} />}
        </span>
        <p className={styles.message}>{text}</p>
        {code === 'rent' && rental ? rental : null}
        <div className={styles.links}>
          {guest ? (
            <>
              <SignInLink entry="login" className={styles.primary}>
                {t.login}
              </SignInLink>
              <SignInLink entry="register" className={styles.secondary}>
                {t.register}
              </SignInLink>
            </>
          ) : null}
          {code === 'extend' && !theatre ? (
            <AnchorLink href="/pack" className={styles.primary}>
              {t.renew}
            </AnchorLink>
          ) : null}
        </div>
        <BackLink href={backHref} />
      </div>
    </div>
  );
}

/**
 * Stays on the watch page: the dialog opens over it, and once signed in the page asks for the
 * title again (its player, or its rental step). Before the app runs, or in a new tab, the link
 * itself opens the dialog and comes back here (`?next=`).
 */
function SignInLink({
  entry,
  className,
  children,
}: {
  entry: LoginEntry;
  className: string | undefined;
  children: ReactNode;
}) {
  const here = useLocation({ select: (l) => l.href });
  return (
    <a
      href={withReturnPath(entry === 'login' ? '/login/qr' : '/register', here)}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        openLoginDialog(entry);
      }}
    >
      {children}
    </a>
  );
}

/** docs/product.md §2: 'Уучлаарай бичлэг олдсонгүй' with a way back. */
export function VideoMissing({ poster, backHref }: { poster?: string | null; backHref: string }) {
  return (
    <div className={styles.stage} data-state="missing">
      <Backdrop poster={poster} />
      <div className={styles.panel} role="alert">
        <span className={styles.icon} aria-hidden="true">
          <AlertIcon width={28} height={28} />
        </span>
        <p className={styles.message}>{spec.videoMissing}</p>
        <BackLink href={backHref} />
      </div>
    </div>
  );
}
