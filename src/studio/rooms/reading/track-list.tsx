import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import uiStyles from '../../ui/studio-ui.module.css';
import { ConfirmDelete } from './confirm-delete';
import { readingKeys } from './reading-keys';
import { readingTexts as texts } from './reading-texts';
import { TrackForm } from './track-form';
import styles from './reading.module.css';

type Podcast = StudioDataOf<'studioPodcast'>;
type Track = Podcast['tracks'][number];

/**
 * A podcast's tracks in their order: move one up or down (the whole order is saved, renumbered
 * 1…), edit one, delete one after asking, add one at the end.
 */
export function TrackList({ podcast }: { podcast: Podcast }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Track | null>(null);
  const [removing, setRemoving] = useState<Track | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: readingKeys.all });
  const order = useMutation({
    mutationFn: (ids: number[]) =>
      studioCall('studioTrackOrder', { params: { id: podcast.id }, body: { track_ids: ids } }),
    onSettled: refresh,
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = podcast.tracks.map((t) => t.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    order.mutate(ids);
  };
  const tracks = podcast.tracks;
  return (
    <section className={styles.group} aria-labelledby="tracks-heading">
      <h2 id="tracks-heading">{texts.tracks}</h2>
      <p role="status" aria-live="polite" className={styles.muted}>
        {order.isError ? order.error.message : ''}
      </p>
      {tracks.length === 0 ? <p>{texts.noTracks}</p> : null}
      <ol className={styles.tracks} aria-label={texts.tracksLabel}>
        {tracks.map((t, i) => (
          <li key={t.id} className={styles.track}>
            <span>
              {t.number}. {t.title} <span className={styles.muted}>· {t.creator}</span>
            </span>
            <button
              type="button"
              className={uiStyles.button}
              disabled={i === 0 || order.isPending}
              aria-label={texts.moveUp(t.title)}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={uiStyles.button}
              disabled={i === tracks.length - 1 || order.isPending}
              aria-label={texts.moveDown(t.title)}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
            <button type="button" className={uiStyles.button} onClick={() => setEditing(t)}>
              {texts.edit}
            </button>
            <button type="button" className={uiStyles.danger} onClick={() => setRemoving(t)}>
              {texts.remove}
            </button>
          </li>
        ))}
      </ol>
      {editing ? (
        <TrackForm
          key={editing.id}
          podcastId={podcast.id}
          stored={editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <TrackForm key="new" podcastId={podcast.id} stored={null} onDone={() => undefined} />
      )}
      {removing ? (
        <ConfirmDelete
          text={texts.removeTrack(removing.title)}
          remove={() =>
            studioCall('studioTrackDelete', {
              params: { id: removing.id },
              body: { version: removing.version },
            })
          }
          onDone={() => {
            setRemoving(null);
            void refresh();
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
