import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StudioSlide } from '@contract/studio/endpoints/home';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { ImageField } from '../../ui/image-field';
import { SaveBar } from '../../ui/save-bar';
import uiStyles from '../../ui/studio-ui.module.css';
import { homeTexts as texts } from './home-texts';
import styles from './home.module.css';

export interface SlideDraft {
  title: string;
  subtitle: string;
  image: string;
  link: string;
  media_id: number | null;
  media_title: string | null;
}

export const emptySlide: SlideDraft = {
  title: '',
  subtitle: '',
  image: '',
  link: '',
  media_id: null,
  media_title: null,
};

export const slideDraft = (s: StudioSlide): SlideDraft => ({
  title: s.title,
  subtitle: s.subtitle ?? '',
  image: s.image ?? '',
  link: s.link ?? '',
  media_id: s.media_id,
  media_title: s.media_title,
});

interface Props {
  heading: string;
  setNo: number;
  initial: SlideDraft;
  busy: boolean;
  error: unknown;
  onSave: (draft: SlideDraft) => void;
  onCancel?: () => void;
}

/** A slide's fields; a slide that leads to a title picks it from the catalogue by name. */
export function SlideForm({ heading, setNo, initial, busy, error, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const [q, setQ] = useState('');
  const titles = useQuery({
    queryKey: ['studio', 'home', 'title-pick', q],
    queryFn: () => studioCall('studioTitles', { query: { q } }),
    enabled: q.trim().length > 0,
  });
  const refused = isStudioError(error) ? error : null;
  const set = (change: Partial<SlideDraft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  const options = [
    ...(draft.media_id !== null ? [{ id: draft.media_id, title: draft.media_title ?? '' }] : []),
    ...(titles.data?.rows ?? []).filter((r) => r.id !== draft.media_id),
  ];
  return (
    <form className={styles.form} onSubmit={submit} aria-label={heading} noValidate>
      <h3>{heading}</h3>
      <FormField name="title" label={texts.title} error={refused?.field('title')}>
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </FormField>
      <FormField name="subtitle" label={texts.subtitle} error={refused?.field('subtitle')}>
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={draft.subtitle}
            onChange={(e) => set({ subtitle: e.target.value })}
          />
        )}
      </FormField>
      <FormField name="media_q" label={texts.mediaSearch}>
        {(control) => (
          <input
            {...control}
            type="search"
            className={uiStyles.input}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        )}
      </FormField>
      <FormField name="media_id" label={texts.mediaPick} error={refused?.field('media_id')}>
        {(control) => (
          <select
            {...control}
            className={uiStyles.input}
            value={draft.media_id ?? ''}
            onChange={(e) => {
              const id = e.target.value ? Number(e.target.value) : null;
              const picked = options.find((o) => o.id === id);
              set({ media_id: id, media_title: picked?.title ?? null });
            }}
          >
            <option value="">{texts.noMedia}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        name="link"
        label={texts.link}
        hint={texts.linkHint}
        error={refused?.field('link')}
      >
        {(control) => (
          <input
            {...control}
            className={uiStyles.input}
            value={draft.link}
            onChange={(e) => set({ link: e.target.value })}
          />
        )}
      </FormField>
      <ImageField
        kind={setNo === 1 ? 'banner' : 'poster_hz'}
        label={texts.image}
        value={draft.image}
        onChange={(image) => set({ image })}
        error={refused?.field('image')}
      />
      <div className={uiStyles.actions}>
        <SaveBar
          busy={busy}
          status={error instanceof Error ? { kind: 'error', text: error.message } : null}
        />
        {onCancel ? (
          <button type="button" className={uiStyles.button} onClick={onCancel}>
            {texts.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
