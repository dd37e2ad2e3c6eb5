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
import { isoOfLocal, localInput, readingTexts as texts } from './reading-texts';
import { RemoveButton } from './remove-button';
import styles from './reading.module.css';

type Newsletter = StudioDataOf<'studioNewsletter'>;

interface Values {
  title: string;
  summary: string;
  body: string;
  image: string;
  published_at: string;
}

const valuesOf = (n: Newsletter): Values => ({
  title: n.title,
  summary: n.summary ?? '',
  body: n.body,
  image: n.image ?? '',
  published_at: localInput(n.published_at),
});

const blank = (): Values => ({
  title: '',
  summary: '',
  body: '',
  image: '',
  published_at: localInput(new Date().toISOString()),
});

const bodyOf = (v: Values) => ({
  title: v.title,
  summary: v.summary,
  body: v.body,
  image: v.image,
  published_at: isoOfLocal(v.published_at),
});

/** A newsletter: a new one (`id` null) or a stored one, with its delete. */
export function NewsletterEditor({ id }: { id: number | null }) {
  const newsletter = useQuery({
    queryKey: readingKeys.newsletter(id ?? 0),
    queryFn: () => studioCall('studioNewsletter', { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
  const back = (
    <a className={uiStyles.button} href={studioHref('reading')} onClick={followLink}>
      {texts.back}
    </a>
  );
  if (id === null) {
    return (
      <>
        <RoomHeading title={texts.newNewsletter}>{back}</RoomHeading>
        <NewsletterForm stored={null} />
      </>
    );
  }
  if (newsletter.isPending) return <LoadingRows />;
  if (newsletter.isError)
    return <LoadError error={newsletter.error} onRetry={() => void newsletter.refetch()} />;
  return (
    <>
      <RoomHeading title={newsletter.data.title}>{back}</RoomHeading>
      <NewsletterForm key={newsletter.data.id} stored={newsletter.data} />
    </>
  );
}

function NewsletterForm({ stored }: { stored: Newsletter | null }) {
  const queryClient = useQueryClient();
  const form = useVersionedForm<Values, Newsletter, { id: number; version: number }>({
    initial: () => (stored ? valuesOf(stored) : blank()),
    version: stored?.version ?? 1,
    valuesOf,
    nameOf: (n) => n.title,
    save: (values, version) =>
      stored
        ? studioCall('studioNewsletterUpdate', {
            params: { id: stored.id },
            body: { ...bodyOf(values), version },
          })
        : studioCall('studioNewsletterCreate', { body: bodyOf(values) }),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: readingKeys.all });
      if (!stored) navigate(studioHref(`reading/newsletters/${saved.id}`));
    },
  });
  const { values, setValues, version, save, error, submit } = form;
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={texts.formNewsletter}>
      {form.staleNotice}
      <TextField
        name="title"
        label={texts.title}
        error={error?.field('title')}
        value={values.title}
        onChange={set('title')}
      />
      <TextField
        name="summary"
        label={texts.summary}
        error={error?.field('summary')}
        multiline
        value={values.summary}
        onChange={set('summary')}
      />
      <TextField
        name="body"
        label={texts.body}
        hint={texts.bodyHint}
        error={error?.field('body')}
        multiline
        className={styles.body}
        value={values.body}
        onChange={set('body')}
      />
      <TextField
        name="published_at"
        label={texts.publishedAt}
        hint={texts.publishedHint}
        error={error?.field('published_at')}
        type="datetime-local"
        value={values.published_at}
        onChange={set('published_at')}
      />
      <ImageField
        kind="poster_hz"
        label={texts.image}
        value={values.image}
        onChange={set('image')}
        error={error?.field('image')}
      />
      <SaveBar busy={save.isPending} status={saveStatus(save)} />
      {stored ? (
        <RemoveButton
          text={texts.removeNewsletter(stored.title)}
          remove={() =>
            studioCall('studioNewsletterDelete', { params: { id: stored.id }, body: { version } })
          }
          list="reading"
        />
      ) : null}
    </form>
  );
}
