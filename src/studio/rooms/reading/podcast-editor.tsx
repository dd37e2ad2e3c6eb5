import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { followLink, navigate, studioHref } from '../../app/location';
import { TextField } from '../../ui/text-field';
import { useVersionedForm } from '../../ui/use-versioned-form';
import { ImageField } from '../../ui/image-field';
import { RoomHeading } from '../../ui/room-heading';
import { SaveBar } from '../../ui/save-bar';
import { saveStatus } from '../../ui/save-status';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { readingKeys } from './reading-keys';
import { readingTexts as texts } from './reading-texts';
import { RemoveButton } from './remove-button';
import { TrackList } from './track-list';
import styles from './reading.module.css';

type Podcast = StudioDataOf<'studioPodcast'>;

interface Values {
  title: string;
  creator: string;
  description: string;
  image: string;
}

const valuesOf = (p: Podcast): Values => ({
  title: p.title,
  creator: p.creator,
  description: p.description ?? '',
  image: p.image ?? '',
});

/** A podcast: a new one (`id` null), or a stored one with its tracks. */
export function PodcastEditor({ id }: { id: number | null }) {
  const podcast = useQuery({
    queryKey: readingKeys.podcast(id ?? 0),
    queryFn: () => studioCall('studioPodcast', { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
  const back = (
    <a className={uiStyles.button} href={studioHref('reading/podcasts')} onClick={followLink}>
      {texts.back}
    </a>
  );
  if (id === null) {
    return (
      <>
        <RoomHeading title={texts.newPodcast}>{back}</RoomHeading>
        <PodcastForm stored={null} />
      </>
    );
  }
  if (podcast.isPending) return <LoadingRows />;
  if (podcast.isError)
    return <LoadError error={podcast.error} onRetry={() => void podcast.refetch()} />;
  return (
    <>
      <RoomHeading title={podcast.data.title}>{back}</RoomHeading>
      <PodcastForm key={podcast.data.id} stored={podcast.data} />
      <TrackList podcast={podcast.data} />
    </>
  );
}

function PodcastForm({ stored }: { stored: Podcast | null }) {
  const queryClient = useQueryClient();
  const form = useVersionedForm<Values, Podcast, { id: number; version: number }>({
    initial: () =>
      stored ? valuesOf(stored) : { title: '', creator: '', description: '', image: '' },
    version: stored?.version ?? 1,
    valuesOf,
    nameOf: (p) => p.title,
    save: (values, version) =>
      stored
        ? studioCall('studioPodcastUpdate', {
            params: { id: stored.id },
            body: { ...values, version },
          })
        : studioCall('studioPodcastCreate', { body: values }),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: readingKeys.all });
      if (!stored) navigate(studioHref(`reading/podcasts/${saved.id}`));
    },
  });
  const { values, setValues, version, save, error, submit } = form;
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={texts.formPodcast}>
      {form.staleNotice}
      {(['title', 'creator'] as const).map((key) => (
        <TextField
          key={key}
          name={key}
          label={texts[key]}
          error={error?.field(key)}
          value={values[key]}
          onChange={set(key)}
        />
      ))}
      <TextField
        name="description"
        label={texts.description}
        error={error?.field('description')}
        multiline
        value={values.description}
        onChange={set('description')}
      />
      <ImageField
        kind="poster"
        label={texts.cover}
        value={values.image}
        onChange={set('image')}
        error={error?.field('image')}
      />
      <SaveBar busy={save.isPending} status={saveStatus(save)} />
      {stored ? (
        <RemoveButton
          text={texts.removePodcast(stored.title, stored.tracks.length)}
          remove={() =>
            studioCall('studioPodcastDelete', {
              params: { id: stored.id },
              // The tracks shown go with it; one added meanwhile makes the delete stale.
              body: { version, track_ids: stored.tracks.map((t) => t.id) },
            })
          }
          list="reading/podcasts"
        />
      ) : null}
    </form>
  );
}
