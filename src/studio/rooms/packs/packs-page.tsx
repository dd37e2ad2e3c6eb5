import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { RoomHeading } from '../../ui/room-heading';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { MoveButtons, useFocusAfterMove } from '../site/move-buttons';
import { RemoveDialog } from '../site/remove-dialog';
import { siteKeys } from '../site/site-keys';
import { siteTexts } from '../site/site-texts';
import styles from '../site/site.module.css';
import { PackForm } from './pack-form';
import { packTexts as texts } from './pack-texts';

type Pack = StudioDataOf<'studioPacks'>[number];

/** Finance: the access packs the viewer's /pack page offers, their days, prices and order. */
export default function PacksPage() {
  const queryClient = useQueryClient();
  const packs = useQuery({ queryKey: siteKeys.packs, queryFn: () => studioCall('studioPacks') });
  const focusAfterMove = useFocusAfterMove(packs.data);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Pack | null>(null);
  const [said, setSaid] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteKeys.packs });
  const move = useMutation({
    mutationFn: (m: { pack: Pack; direction: 'up' | 'down' }) =>
      studioCall('studioPackMove', { params: { id: m.pack.id }, body: { direction: m.direction } }),
    onSuccess: async (_, m) => {
      const rows = await queryClient.fetchQuery({
        queryKey: siteKeys.packs,
        queryFn: () => studioCall('studioPacks'),
      });
      setSaid(siteTexts.moved(m.pack.title, rows.findIndex((r) => r.id === m.pack.id) + 1));
      focusAfterMove({ id: m.pack.id, direction: m.direction });
    },
    onError: (error) => setSaid(error.message),
  });
  return (
    <>
      <RoomHeading title={texts.title} />
      <p className={styles.muted}>{texts.lead}</p>
      <p role="status" aria-live="polite" className={styles.muted}>
        {said}
      </p>
      {packs.isPending ? (
        <LoadingRows />
      ) : packs.isError ? (
        <LoadError error={packs.error} onRetry={() => void packs.refetch()} />
      ) : (
        <ol className={styles.list}>
          {packs.data.map((pack, index) => (
            <li key={pack.id} className={styles.item}>
              <div className={styles.itemHead}>
                <h2 className={styles.itemTitle}>
                  {pack.title}{' '}
                  <span className={styles.muted}>
                    {texts.summary(pack.days, pack.price)} {texts.invoices(pack.invoices)}
                  </span>
                </h2>
                <MoveButtons
                  id={pack.id}
                  name={pack.title}
                  first={index === 0}
                  last={index === packs.data.length - 1}
                  busy={move.isPending}
                  onMove={(direction) => move.mutate({ pack, direction })}
                />
                <button
                  type="button"
                  className={uiStyles.button}
                  aria-expanded={editing === pack.id}
                  onClick={() => setEditing(editing === pack.id ? null : pack.id)}
                >
                  {siteTexts.edit}
                </button>
                <button type="button" className={uiStyles.danger} onClick={() => setRemoving(pack)}>
                  {siteTexts.remove}
                </button>
              </div>
              {editing === pack.id ? (
                <PackForm
                  label={`${siteTexts.edit}: ${pack.title}`}
                  initial={{
                    title: pack.title,
                    days: String(pack.days),
                    price: String(pack.price),
                  }}
                  save={(body) => studioCall('studioPackUpdate', { params: { id: pack.id }, body })}
                  onSaved={refresh}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <h2>{texts.add}</h2>
      <PackForm
        label={texts.add}
        initial={{ title: '', days: '30', price: '' }}
        save={(body) => studioCall('studioPackCreate', { body })}
        onSaved={refresh}
        submitLabel={siteTexts.add}
        clearOnSave
      />
      {removing ? (
        <RemoveDialog
          name={removing.title}
          remove={() => studioCall('studioPackDelete', { params: { id: removing.id } })}
          onDone={refresh}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
