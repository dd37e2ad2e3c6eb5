import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioBodyOf, StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { followLink, studioHref } from '../../app/location';
import { FormField } from '../../ui/form-field';
import { useVersionedForm } from '../../ui/use-versioned-form';
import { RoomHeading } from '../../ui/room-heading';
import { SaveBar } from '../../ui/save-bar';
import { saveStatus } from '../../ui/save-status';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueKeys } from './catalogue-keys';
import { catalogueTexts as texts } from './catalogue-texts';
import { UploadPanel } from '../../ingest/upload-panel';
import { StatePanel } from './state-panel';
import { clockText, parseClock } from './clock-text';
import { EpisodeDelete } from './episode-delete';
import { EpisodeTimeline, type MarkerTexts } from './episode-timeline';
import styles from './catalogue.module.css';

type Episode = StudioDataOf<'studioEpisode'>;

interface Values {
  number: string;
  title: string;
  is_free: boolean;
  duration_sec: string;
  /** As typed on the timeline: mm:ss. */
  markers: MarkerTexts;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : clockText(n));
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
/** A moment the editor typed; one that is not mm:ss goes as nothing, and the server names it. */
const moment = (s: string) => parseClock(s) ?? Number.NaN;

function valuesOf(e: Episode): Values {
  return {
    number: String(e.number),
    title: e.title,
    is_free: e.is_free,
    duration_sec: String(e.duration_sec),
    markers: {
      recap: { start: text(e.recap?.start_sec), end: text(e.recap?.end_sec) },
      intro: { start: text(e.intro?.start_sec), end: text(e.intro?.end_sec) },
      credits: { start: text(e.credits?.start_sec), end: text(e.credits?.end_sec) },
    },
  };
}

function bodyOf(v: Values, version: number): StudioBodyOf<'studioEpisodeUpdate'> {
  const marker = (name: 'recap' | 'intro') =>
    v.markers[name].start === '' && v.markers[name].end === ''
      ? null
      : { start_sec: moment(v.markers[name].start), end_sec: moment(v.markers[name].end) };
  const credits = v.markers.credits;
  return {
    version,
    number: num(v.number),
    title: v.title,
    is_free: v.is_free,
    duration_sec: num(v.duration_sec),
    recap: marker('recap'),
    intro: marker('intro'),
    credits:
      credits.start === ''
        ? null
        : {
            start_sec: moment(credits.start),
            end_sec: credits.end === '' ? null : moment(credits.end),
          },
  };
}

/** One episode: number, name, free or not, the skippable parts, and its publish state. */
export function EpisodeEditor({ id }: { id: number }) {
  const episode = useQuery({
    queryKey: catalogueKeys.episode(id),
    queryFn: () => studioCall('studioEpisode', { params: { id } }),
  });
  const queryClient = useQueryClient();
  if (episode.isPending) return <LoadingRows />;
  if (episode.isError)
    return <LoadError error={episode.error} onRetry={() => void episode.refetch()} />;
  const e = episode.data;
  return (
    <>
      <RoomHeading title={`${e.number}. ${e.title}`}>
        <div className={uiStyles.actions}>
          <a
            className={uiStyles.button}
            href={studioHref(`catalogue/titles/${e.title_id}`)}
            onClick={followLink}
          >
            {texts.episodeBack}
          </a>
          <EpisodeDelete episode={e} />
        </div>
      </RoomHeading>
      <div className={styles.editor}>
        <EpisodeForm key={e.id} episode={e} />
        <aside className={styles.side}>
          <StatePanel
            of="episode"
            id={id}
            row={e}
            onChanged={() => queryClient.invalidateQueries({ queryKey: catalogueKeys.all })}
          />
          <p className={styles.muted}>
            {e.vid1 || e.vid2 || e.vid3 ? 'Бичлэг: бэлэн' : 'Бичлэг: оруулаагүй'}
          </p>
          <UploadPanel owner={{ type: 'episode', id }} />
          <UploadPanel owner={{ type: 'episode', id }} kind="subtitle" />
          <UploadPanel owner={{ type: 'episode', id }} kind="dub" />
        </aside>
      </div>
    </>
  );
}

function EpisodeForm({ episode }: { episode: Episode }) {
  const queryClient = useQueryClient();
  const form = useVersionedForm<Values, Episode>({
    initial: () => valuesOf(episode),
    version: episode.version,
    valuesOf,
    nameOf: (e) => e.title,
    save: (values, version) =>
      studioCall('studioEpisodeUpdate', {
        params: { id: episode.id },
        body: bodyOf(values, version),
      }),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
  const { values, setValues, save, error, submit } = form;
  const setMarker = (name: keyof MarkerTexts, side: 'start' | 'end', value: string) =>
    setValues((v) => ({
      ...v,
      markers: { ...v.markers, [name]: { ...v.markers[name], [side]: value } },
    }));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Ангийн мэдээлэл">
      {form.staleNotice}
      <div className={styles.row}>
        <FormField name="number" label={texts.episodeNumber} error={error?.field('number')}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              className={uiStyles.input}
              value={values.number}
              onChange={(ev) => setValues((v) => ({ ...v, number: ev.target.value }))}
            />
          )}
        </FormField>
        <FormField name="title" label={texts.episodeTitle} error={error?.field('title')}>
          {(control) => (
            <input
              {...control}
              className={uiStyles.input}
              value={values.title}
              onChange={(ev) => setValues((v) => ({ ...v, title: ev.target.value }))}
            />
          )}
        </FormField>
        <FormField
          name="duration_sec"
          label="Үргэлжлэх хугацаа (секунд)"
          error={error?.field('duration_sec')}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              className={uiStyles.input}
              value={values.duration_sec}
              onChange={(ev) => setValues((v) => ({ ...v, duration_sec: ev.target.value }))}
            />
          )}
        </FormField>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.is_free}
          onChange={(ev) => setValues((v) => ({ ...v, is_free: ev.target.checked }))}
        />
        {texts.free}
      </label>
      <EpisodeTimeline
        episodeId={episode.id}
        titleId={episode.title_id}
        durationSec={Number(values.duration_sec) || 0}
        markers={values.markers}
        setMarker={setMarker}
        fieldError={(name) => error?.field(name)}
      />
      <SaveBar busy={save.isPending} status={saveStatus(save)} />
    </form>
  );
}
