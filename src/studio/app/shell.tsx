import { Suspense, useEffect } from 'react';
import { mayAct } from '@contract/studio/roles';
import { studioCall } from '../api/studio-client';
import { ROOMS } from '../rooms';
import { studioSession } from '../session/studio-session';
import { studioTexts } from '../texts';
import { EmptyState, LoadError, LoadingRows } from '../ui/states';
import { followLink, navigate, studioHref, useStudioLocation } from './location';
import { useStudioMe } from './use-studio-me';
import styles from './shell.module.css';

const t = studioTexts.shell;

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('mn-MN', {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

async function signOut() {
  const token = studioSession.token();
  // The server ends the token; the tab forgets it even when the network cannot say so.
  await studioCall('studioSignOut').catch(() => undefined);
  studioSession.end(token ?? undefined);
}

/**
 * The studio's frame: the rooms the person's roles open in a side navigation, who is signed in
 * and until when, and the open room. Desktop first; on a tablet the navigation folds above.
 */
export function Shell() {
  const me = useStudioMe();
  const { path } = useStudioLocation();
  const [first = '', ...rest] = path.split('/');

  if (me.isPending) {
    return (
      <div className={styles.centre}>
        <LoadingRows rows={3} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className={styles.centre}>
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      </div>
    );
  }
  const rooms = ROOMS.filter((room) => mayAct(me.data.roles, room.role));
  const room = ROOMS.find((r) => r.path === first);
  const allowed = room ? mayAct(me.data.roles, room.role) : false;

  return (
    <div className={styles.shell}>
      <a href="#studio-main" className={styles.skip}>
        {t.skip}
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>{studioTexts.appName}</p>
        <div className={styles.who}>
          <span>
            {t.signedInAs} {me.data.name ?? me.data.phone} ({me.data.phone}) ·{' '}
            {me.data.roles.map((role) => studioTexts.roleNames[role]).join(', ')}
          </span>
          <span className={styles.ends}>{t.endsAt(timeOf(me.data.expires_at))}</span>
        </div>
        <button type="button" className={styles.signOut} onClick={() => void signOut()}>
          {t.signOut}
        </button>
      </header>
      <nav className={styles.nav} aria-label={t.nav}>
        <ul>
          {rooms.map((r) => (
            <li key={r.path}>
              <a
                href={studioHref(r.path)}
                onClick={followLink}
                aria-current={r.path === first ? 'page' : undefined}
                className={styles.navLink}
              >
                {r.label}
              </a>
            </li>
          ))}
        </ul>
        <a href="/" className={styles.viewerLink}>
          {t.viewerApp}
        </a>
      </nav>
      <main id="studio-main" className={styles.main}>
        {room && allowed ? (
          <Suspense fallback={<LoadingRows />}>
            <room.Page key={room.path} rest={rest.join('/')} />
          </Suspense>
        ) : first === '' && rooms[0] ? (
          <StartAt path={rooms[0].path} />
        ) : (
          <EmptyState title={room ? t.roleMissing : t.notFound} />
        )}
      </main>
    </div>
  );
}

/** The start page is the first room the person may enter. */
function StartAt({ path }: { path: string }) {
  useEffect(() => navigate(studioHref(path), { replace: true }), [path]);
  return <LoadingRows />;
}
