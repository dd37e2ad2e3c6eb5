import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import type { PodcastTrack } from '@contract/entities';
import { clock } from '../format-time';
import { playerTexts } from '../texts';
import { EqualizerIcon, QueueIcon } from './player-icons';
import bar from './player-bar.module.css';
import menus from './player-menus.module.css';
import styles from './queue-popover.module.css';

interface Props {
  tracks: readonly PodcastTrack[];
  index: number;
  podcastTitle: string | null;
  onPick: (index: number) => void;
}

/** The show's tracks in order, the current one marked; a pick plays it and closes the list. */
export function QueuePopover({ tracks, index, podcastTitle, onPick }: Props) {
  return (
    <DialogTrigger>
      <Button className={bar.control} aria-label={playerTexts.queue}>
        <QueueIcon width={22} height={22} />
      </Button>
      <Popover className={`${menus.popover} ${styles.popover}`} placement="top end" offset={10}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <QueueList
              tracks={tracks}
              index={index}
              podcastTitle={podcastTitle}
              onPick={(picked) => {
                onPick(picked);
                close();
              }}
            />
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function QueueList({ tracks, index, podcastTitle, onPick }: Props) {
  const currentRef = useRef<HTMLButtonElement>(null);
  // Open where the listener is: a long show scrolls its current track into view.
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <>
      <div className={styles.head}>
        <Heading slot="title" className={styles.title}>
          {playerTexts.queue}
        </Heading>
        <p className={styles.meta}>
          {podcastTitle ? `${podcastTitle} · ` : ''}
          {playerTexts.queueCount(tracks.length)}
        </p>
      </div>
      <ol className={styles.list}>
        {tracks.map((track, i) => {
          const current = i === index;
          return (
            <li key={track.id}>
              <button
                ref={current ? currentRef : undefined}
                type="button"
                className={styles.item}
                aria-current={current || undefined}
                onClick={() => onPick(i)}
              >
                <span className={styles.number} aria-hidden="true">
                  {current ? <EqualizerIcon width={18} height={18} /> : track.number}
                </span>
                <span className={styles.text}>
                  <span className={styles.trackTitle}>{track.title}</span>
                  {current ? <span className={styles.now}>{playerTexts.nowPlaying}</span> : null}
                </span>
                <span className={styles.duration}>{clock(track.duration_sec)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
