import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SLIDE_SETS } from '@contract/studio/home-values';
import type { StudioSlide, StudioSlideSet } from '@contract/studio/endpoints/home';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { FormField } from '../../ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { homeTexts as texts } from './home-texts';
import styles from './home.module.css';
import { SlideForm, emptySlide, slideDraft, type SlideDraft } from './slide-form';

const body = (d: SlideDraft, version: string) => ({
  title: d.title,
  subtitle: d.subtitle,
  image: d.image,
  link: d.link,
  media_id: d.media_id,
  version,
});

/**
 * One slide set in its order: add, edit, move a place up or down, remove. Every change names the
 * version of the set it was made on; when another editor changed the set first, the answer is the
 * set as it is now, shown at once with a note.
 */
export function SlidesSection() {
  const queryClient = useQueryClient();
  const [setNo, setSetNo] = useState(1);
  const [editing, setEditing] = useState<StudioSlide | null>(null);
  const [removing, setRemoving] = useState<StudioSlide | null>(null);
  const [note, setNote] = useState('');
  const key = ['studio', 'home', 'slides', setNo] as const;
  const slides = useQuery({
    queryKey: key,
    queryFn: () => studioCall('studioSlides', { params: { set: setNo } }),
  });
  const change = useMutation({
    mutationFn: (run: () => Promise<StudioSlideSet>) => run(),
    onSuccess: (set) => {
      queryClient.setQueryData(key, set);
      setEditing(null);
      setRemoving(null);
      setNote('');
    },
    onError: (error) => {
      if (isStudioError(error) && error.status === 409 && error.current) {
        queryClient.setQueryData(key, error.current as StudioSlideSet);
        setNote(texts.staleSet);
      }
    },
  });
  const version = slides.data?.version ?? '';
  const move = (slide: StudioSlide, direction: 'up' | 'down') =>
    change.mutate(() =>
      studioCall('studioSlideMove', { params: { id: slide.id }, body: { direction, version } }),
    );
  const rows = slides.data?.rows ?? [];
  return (
    <section aria-labelledby="slides-title">
      <h2 id="slides-title">{texts.slides}</h2>
      <FormField name="set" label={texts.setLabel}>
        {(control) => (
          <select
            {...control}
            className={uiStyles.input}
            value={setNo}
            onChange={(e) => {
              setSetNo(Number(e.target.value));
              setEditing(null);
              setNote('');
            }}
          >
            {SLIDE_SETS.map((n) => (
              <option key={n} value={n}>
                {texts.setName(n)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <p role="status" aria-live="polite" className={styles.note}>
        {note}
      </p>
      {slides.isPending ? (
        <LoadingRows />
      ) : slides.isError ? (
        <LoadError error={slides.error} onRetry={() => void slides.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={texts.emptySet} />
      ) : (
        <ol className={styles.list} aria-label={texts.setName(setNo)}>
          {rows.map((slide, i) => (
            <li key={slide.id} className={styles.item}>
              {slide.image ? <img src={slide.image} alt="" className={styles.thumb} /> : null}
              <span className={styles.itemText}>
                <strong>{slide.title}</strong>
                {slide.media_title ? ` — ${slide.media_title}` : ''}
              </span>
              <span className={uiStyles.actions}>
                <button
                  type="button"
                  className={uiStyles.button}
                  aria-label={texts.moveUp(slide.title)}
                  disabled={i === 0 || change.isPending}
                  onClick={() => move(slide, 'up')}
                >
                  {texts.up}
                </button>
                <button
                  type="button"
                  className={uiStyles.button}
                  aria-label={texts.moveDown(slide.title)}
                  disabled={i === rows.length - 1 || change.isPending}
                  onClick={() => move(slide, 'down')}
                >
                  {texts.down}
                </button>
                <button type="button" className={uiStyles.button} onClick={() => setEditing(slide)}>
                  {texts.edit}
                </button>
                <button
                  type="button"
                  className={uiStyles.danger}
                  onClick={() => setRemoving(slide)}
                >
                  {texts.remove}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <SlideForm
          key={`edit-${editing.id}`}
          heading={texts.editSlide}
          setNo={setNo}
          initial={slideDraft(editing)}
          busy={change.isPending}
          error={change.error}
          onCancel={() => setEditing(null)}
          onSave={(d) =>
            change.mutate(() =>
              studioCall('studioSlideUpdate', {
                params: { id: editing.id },
                body: body(d, version),
              }),
            )
          }
        />
      ) : (
        <SlideForm
          key={`add-${setNo}-${rows.length}`}
          heading={texts.addSlide}
          setNo={setNo}
          initial={emptySlide}
          busy={change.isPending}
          error={change.error}
          onSave={(d) =>
            change.mutate(() =>
              studioCall('studioSlideCreate', { params: { set: setNo }, body: body(d, version) }),
            )
          }
        />
      )}
      {removing ? (
        <QuestionDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={texts.removeSlide}
          text={
            <>
              {texts.removeText(removing.title)}
              <span role="alert">{change.isError ? change.error.message : ''}</span>
            </>
          }
        >
          <div className={uiStyles.actions}>
            <button type="button" className={uiStyles.button} onClick={() => setRemoving(null)}>
              {texts.cancel}
            </button>
            <button
              type="button"
              className={uiStyles.danger}
              disabled={change.isPending}
              onClick={() =>
                change.mutate(() =>
                  studioCall('studioSlideDelete', {
                    params: { id: removing.id },
                    body: { version },
                  }),
                )
              }
            >
              {texts.remove}
            </button>
          </div>
        </QuestionDialog>
      ) : null}
    </section>
  );
}
