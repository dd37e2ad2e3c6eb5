import { UploadPanel } from '../../ingest/upload-panel';
import { useQueryClient } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { TextField } from '../../ui/text-field';
import { useVersionedForm } from '../../ui/use-versioned-form';
import { ImageField } from '../../ui/image-field';
import { SaveBar } from '../../ui/save-bar';
import { saveStatus } from '../../ui/save-status';
import { readingKeys } from './reading-keys';
import { isoOfLocal, localInput, readingTexts as texts } from './reading-texts';
import styles from './reading.module.css';

type Track = StudioDataOf<'studioPodcast'>['tracks'][number];

interface Values {
  number: string;
  title: string;
  creator: string;
  audio: string;
  image: string;
  duration_sec: string;
  published_at: string;
}

const valuesOf = (t: Track): Values => ({
  number: String(t.number),
  title: t.title,
  creator: t.creator,
  audio: t.audio,
  image: t.image ?? '',
  duration_sec: String(t.duration_sec),
  published_at: localInput(t.published_at),
});

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

interface Props {
  podcastId: number;
  /** The track edited, or null for a new one (added last). */
  stored: Track | null;
  onDone: () => void;
}

const TEXT_FIELDS = [
  ['title', texts.title, undefined],
  ['creator', texts.creator, undefined],
  ['audio', texts.audio, texts.audioHint],
] as const;

/** One track's form: a new track at the end of the list, or a stored one (version checked). */
export function TrackForm({ podcastId, stored, onDone }: Props) {
  const queryClient = useQueryClient();
  const empty: Values = {
    number: '',
    title: '',
    creator: '',
    audio: '',
    image: '',
    duration_sec: '0',
    published_at: localInput(new Date().toISOString()),
  };
  const body = (values: Values) => ({
    ...(values.number.trim() === '' ? {} : { number: num(values.number) }),
    title: values.title,
    ...(values.creator.trim() === '' && !stored ? {} : { creator: values.creator }),
    audio: values.audio,
    image: values.image,
    duration_sec: num(values.duration_sec),
    published_at: isoOfLocal(values.published_at),
  });
  const form = useVersionedForm<Values, Track>({
    initial: () => (stored ? valuesOf(stored) : empty),
    version: stored?.version ?? 1,
    valuesOf,
    nameOf: (t) => t.title,
    save: (values, version) =>
      stored
        ? studioCall('studioTrackUpdate', {
            params: { id: stored.id },
            body: { ...body(values), version },
          })
        : studioCall('studioTrackCreate', { params: { id: podcastId }, body: body(values) }),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: readingKeys.all });
      onDone();
      // A new track's form starts empty again for the next one.
      return stored ? undefined : empty;
    },
  });
  const { values, setValues, save, error, submit } = form;
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={texts.formTrack}>
        <h3>{stored ? `${texts.edit}: ${stored.title}` : texts.newTrack}</h3>
        {form.staleNotice}
        {TEXT_FIELDS.map(([key, label, hint]) => (
          <TextField
            key={key}
            name={key}
            label={label}
            {...(hint ? { hint } : {})}
            error={error?.field(key)}
            value={values[key]}
            onChange={set(key)}
          />
        ))}
        {(
          [
            ['number', texts.number],
            ['duration_sec', texts.duration],
          ] as const
        ).map(([key, label]) => (
          <TextField
            key={key}
            name={key}
            label={label}
            error={error?.field(key)}
            inputMode="numeric"
            value={values[key]}
            onChange={set(key)}
          />
        ))}
        <TextField
          name="published_at"
          label={texts.publishedAt}
          error={error?.field('published_at')}
          type="datetime-local"
          value={values.published_at}
          onChange={set('published_at')}
        />
        <ImageField
          kind="poster"
          label={texts.image}
          value={values.image}
          onChange={set('image')}
          error={error?.field('image')}
        />
        <SaveBar
          busy={save.isPending}
          label={stored ? undefined : texts.add}
          status={saveStatus(save)}
        />
      </form>
      {stored ? <UploadPanel owner={{ type: 'track', id: stored.id }} kind="audio" /> : null}
    </>
  );
}
