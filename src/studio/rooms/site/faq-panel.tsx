import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { MoveButtons, useFocusAfterMove } from './move-buttons';
import { RemoveDialog } from './remove-dialog';
import { siteKeys } from './site-keys';
import { siteTexts as texts } from './site-texts';
import { TextForm } from './text-form';
import styles from './site.module.css';

type Item = StudioDataOf<'studioFaq'>[number];

/** The FAQ in the order viewers see it: edit an answer, move it, remove it, add one. */
export function FaqPanel() {
  const queryClient = useQueryClient();
  const faq = useQuery({ queryKey: siteKeys.faq, queryFn: () => studioCall('studioFaq') });
  const focusAfterMove = useFocusAfterMove(faq.data);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [said, setSaid] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteKeys.faq });
  const move = useMutation({
    mutationFn: (m: { item: Item; direction: 'up' | 'down' }) =>
      studioCall('studioFaqMove', { params: { id: m.item.id }, body: { direction: m.direction } }),
    onSuccess: async (_, m) => {
      const rows = await queryClient.fetchQuery({
        queryKey: siteKeys.faq,
        queryFn: () => studioCall('studioFaq'),
      });
      setSaid(texts.moved(m.item.title, rows.findIndex((r) => r.id === m.item.id) + 1));
      focusAfterMove({ id: m.item.id, direction: m.direction });
    },
    onError: (error) => setSaid(error.message),
  });
  if (faq.isPending) return <LoadingRows />;
  if (faq.isError) return <LoadError error={faq.error} onRetry={() => void faq.refetch()} />;
  const items = faq.data;
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading">{texts.faq}</h2>
      <p role="status" aria-live="polite" className={styles.muted}>
        {said}
      </p>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.item}>
            <div className={styles.itemHead}>
              <h3 className={styles.itemTitle}>{item.title}</h3>
              <MoveButtons
                id={item.id}
                name={item.title}
                first={index === 0}
                last={index === items.length - 1}
                busy={move.isPending}
                onMove={(direction) => move.mutate({ item, direction })}
              />
              <button
                type="button"
                className={uiStyles.button}
                aria-expanded={editing === item.id}
                onClick={() => setEditing(editing === item.id ? null : item.id)}
              >
                {texts.edit}
              </button>
              <button type="button" className={uiStyles.danger} onClick={() => setRemoving(item)}>
                {texts.remove}
              </button>
            </div>
            {editing === item.id ? (
              <TextForm
                label={`${texts.question}: ${item.title}`}
                titleLabel={texts.question}
                bodyLabel={texts.answer}
                initial={{ title: item.title, body: item.body }}
                version={item.version}
                save={(values, version) =>
                  studioCall('studioFaqUpdate', {
                    params: { id: item.id },
                    body: { ...values, version: version ?? item.version },
                  })
                }
                onSaved={refresh}
              />
            ) : null}
          </li>
        ))}
      </ol>
      <h3>{texts.addFaq}</h3>
      <TextForm
        label={texts.addFaq}
        titleLabel={texts.question}
        bodyLabel={texts.answer}
        initial={{ title: '', body: '' }}
        save={(values) => studioCall('studioFaqCreate', { body: values })}
        onSaved={refresh}
        submitLabel={texts.add}
        clearOnSave
      />
      {removing ? (
        <RemoveDialog
          name={removing.title}
          remove={() => studioCall('studioFaqDelete', { params: { id: removing.id } })}
          onDone={refresh}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
