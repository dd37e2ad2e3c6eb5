import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioCategory } from '@contract/studio/endpoints/home';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioCall } from '../../api/studio-client';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { CategoryForm } from './category-form';
import { homeTexts as texts } from './home-texts';
import styles from './home.module.css';

const key = ['studio', 'home', 'categories'] as const;

/** Categories in the site's order: add, rename, move, and delete one no title uses. */
export function CategoriesSection() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StudioCategory | null>(null);
  const [removing, setRemoving] = useState<StudioCategory | null>(null);
  const categories = useQuery({ queryKey: key, queryFn: () => studioCall('studioCategories') });
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      setEditing(null);
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const rows = categories.data ?? [];
  const move = (c: StudioCategory, direction: 'up' | 'down') =>
    change.mutate(() =>
      studioCall('studioCategoryMove', { params: { id: c.id }, body: { direction } }),
    );
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">{texts.categories}</h2>
      {categories.isPending ? (
        <LoadingRows />
      ) : categories.isError ? (
        <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : (
        <ol className={styles.list} aria-label={texts.categories}>
          {rows.map((c, i) => (
            <li key={c.id} className={styles.item}>
              <span className={styles.itemText}>
                <strong>{c.title}</strong> /{c.slug} · {texts.titlesUsing}: {c.titles}
              </span>
              <span className={uiStyles.actions}>
                <button
                  type="button"
                  className={uiStyles.button}
                  aria-label={texts.moveUp(c.title)}
                  disabled={i === 0 || change.isPending}
                  onClick={() => move(c, 'up')}
                >
                  {texts.up}
                </button>
                <button
                  type="button"
                  className={uiStyles.button}
                  aria-label={texts.moveDown(c.title)}
                  disabled={i === rows.length - 1 || change.isPending}
                  onClick={() => move(c, 'down')}
                >
                  {texts.down}
                </button>
                <button type="button" className={uiStyles.button} onClick={() => setEditing(c)}>
                  {texts.rename}
                </button>
                <button type="button" className={uiStyles.danger} onClick={() => setRemoving(c)}>
                  {texts.remove}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <CategoryForm
        key={editing ? `edit-${editing.id}` : `add-${rows.length}`}
        heading={editing ? texts.rename : texts.addCategory}
        initial={editing ? { title: editing.title, slug: editing.slug } : { title: '', slug: '' }}
        busy={change.isPending}
        error={removing ? null : change.error}
        {...(editing ? { onCancel: () => setEditing(null) } : {})}
        onSave={(d) =>
          change.mutate(() =>
            editing
              ? studioCall('studioCategoryUpdate', { params: { id: editing.id }, body: d })
              : studioCall('studioCategoryCreate', { body: d }),
          )
        }
      />
      {removing ? (
        <QuestionDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={texts.removeCategory}
          text={
            <>
              «{removing.title}»
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
                  studioCall('studioCategoryDelete', { params: { id: removing.id } }),
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
