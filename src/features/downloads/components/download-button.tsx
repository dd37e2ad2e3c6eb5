import { useEffect, useId, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { DownloadKind } from '@contract/entities';
import type { DownloadRecord } from '@contract/offline-downloads';
import { useAuth } from '@/session';
import { downloadAudio, downloadQuality } from '@/features/player';
import { useOnline } from '@/lib/use-online';
import { AnchorLink } from '@/ui/anchor-link';
import { AlertIcon, DownloadIcon, DownloadedIcon } from '@/ui/icons';
import { isExpired, progressOf, resumeDownload, startDownload } from '../engine/controller';
import { useDownload } from '../hooks/use-records';
import { entryTexts as t } from '../texts';
import { QualityMenu } from './quality-menu';
import { reportStartError } from './report-start-error';
import styles from './download-button.module.css';

const DOWNLOADS_HREF = '/downloads';

interface Props {
  kind: DownloadKind;
  /** The episode, movie or podcast episode id. */
  id: number;
  /** The title's heights (480/720/1080) for the quality menu; none for a podcast episode. */
  qualities?: readonly number[];
  /** A podcast row: the icon alone (the name stays "Татаж авах"), no quality menu. */
  compact?: boolean;
  /** The id of the row's title, so among many same-named buttons each says which title it keeps. */
  describedBy?: string;
}

/**
 * "Татаж авах" for one title, for a signed-in viewer: starts at once in the saved quality (a menu
 * beside it offers the others), then follows the download: the share while it runs, resume when
 * paused or failed, "Татсан" when complete, and whether its right has ended. Each of those links
 * to /downloads, where a download is managed.
 */
export function DownloadButton(props: Props) {
  const auth = useAuth();
  if (auth.status !== 'user') return null;
  return <SignedInButton {...props} userId={auth.user.id} />;
}

function SignedInButton({
  kind,
  id,
  qualities = [],
  compact = false,
  describedBy,
  userId,
}: Props & { userId: number }) {
  const record = useDownload(kind, id);
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // Pressed here: the link that replaces the button (running, done) takes the focus over.
  const pressed = useRef(false);
  const preferred = usePreferredQuality(kind, qualities);
  const noteId = useId();
  const className = compact ? `${styles.button} ${styles.compact}` : styles.button;

  const run = (work: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    pressed.current = true;
    setBusy(true);
    void work()
      .catch((error: unknown) => {
        pressed.current = false;
        reportStartError(error);
      })
      .finally(() => {
        inFlight.current = false;
        setBusy(false);
      });
  };
  const start = (picked: number | null) =>
    run(async () => {
      // Read on mount, so a press normally starts at once; a very quick press reads it here.
      const quality =
        picked ?? (kind === 'podcast' ? null : (preferred ?? (await downloadQuality(qualities))));
      const audioLang = kind === 'podcast' ? null : await downloadAudio();
      return startDownload(
        userId,
        quality === null ? { kind, id } : { kind, id, quality, audioLang },
      );
    });

  if (record && (record.state === 'done' || isExpired(record))) {
    return (
      <DoneLink record={record} compact={compact} describedBy={describedBy} focusRef={pressed} />
    );
  }
  if (record && (record.state === 'queued' || record.state === 'running')) {
    return (
      <RunningLink record={record} compact={compact} describedBy={describedBy} focusRef={pressed} />
    );
  }

  const offline = !online;
  const resuming = record !== undefined;
  const label = busy ? t.starting : resuming ? t.resume : t.download;
  return (
    <span className={styles.group}>
      <span className={styles.controls}>
        <button
          type="button"
          className={className}
          disabled={offline}
          aria-disabled={busy || undefined}
          aria-describedby={
            [describedBy, offline ? noteId : null].filter(Boolean).join(' ') || undefined
          }
          aria-label={compact ? label : undefined}
          // The icon button has no room for the note: the pointer's tooltip says it too.
          title={compact && offline ? t.needsNetwork : undefined}
          onClick={() =>
            resuming ? run(() => resumeDownload(userId, record.id)) : start(preferred)
          }
        >
          <DownloadIcon size={20} />
          {compact ? null : <span>{label}</span>}
        </button>
        {!compact && !resuming && qualities.length > 1 ? (
          <QualityMenu
            qualities={qualities}
            preferred={preferred}
            isDisabled={offline || busy}
            onPick={start}
          />
        ) : null}
      </span>
      {offline ? (
        <span id={noteId} className={compact ? 'visually-hidden' : styles.note}>
          {t.needsNetwork}
        </span>
      ) : null}
    </span>
  );
}

/** The saved quality as a height for a video (read once, so a press starts at once); null for audio. */
function usePreferredQuality(kind: DownloadKind, qualities: readonly number[]): number | null {
  const [preferred, setPreferred] = useState<number | null>(null);
  const key = qualities.join(',');
  useEffect(() => {
    if (kind === 'podcast') return;
    let live = true;
    void downloadQuality(key ? key.split(',').map(Number) : []).then(
      (height) => live && setPreferred(height),
    );
    return () => {
      live = false;
    };
  }, [kind, key]);
  return preferred;
}

interface LinkProps {
  record: DownloadRecord;
  compact: boolean;
  describedBy: string | undefined;
  /** True once: the button was just pressed, so this link takes its focus. */
  focusRef: RefObject<boolean>;
}

function useTakeFocus(focusRef: RefObject<boolean>) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!focusRef.current) return;
    focusRef.current = false;
    ref.current?.focus();
  }, [focusRef]);
  return ref;
}

function RunningLink({ record, compact, describedBy, focusRef }: LinkProps) {
  const ref = useTakeFocus(focusRef);
  const { percent } = progressOf(record);
  const name = record.state === 'queued' ? t.queued : t.running(percent);
  return (
    <AnchorLink
      ref={ref}
      href={DOWNLOADS_HREF}
      className={compact ? `${styles.button} ${styles.compact}` : styles.button}
      data-state="running"
      aria-label={`${name}. ${t.seeDownloads}`}
      aria-describedby={describedBy}
    >
      <span className={styles.ring} style={{ '--percent': percent } as CSSProperties}>
        <DownloadIcon size={compact ? 16 : 18} />
      </span>
      {compact ? null : <span>{record.state === 'queued' ? t.queued : `${percent}%`}</span>}
    </AnchorLink>
  );
}

function DoneLink({ record, compact, describedBy, focusRef }: LinkProps) {
  const ref = useTakeFocus(focusRef);
  const expired = isExpired(record);
  const name = expired ? t.expired : t.done;
  return (
    <AnchorLink
      ref={ref}
      href={DOWNLOADS_HREF}
      className={compact ? `${styles.button} ${styles.compact}` : styles.button}
      data-state={expired ? 'expired' : 'done'}
      aria-label={`${name}. ${t.seeDownloads}`}
      aria-describedby={describedBy}
    >
      {expired ? <AlertIcon size={20} /> : <DownloadedIcon size={20} />}
      {compact ? null : <span>{name}</span>}
    </AnchorLink>
  );
}
