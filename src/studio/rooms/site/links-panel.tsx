import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { LinkForm } from './link-form';
import { LogoForm } from './logo-form';
import { MoveButtons, useFocusAfterMove } from './move-buttons';
import { RemoveDialog } from './remove-dialog';
import { siteKeys } from './site-keys';
import { siteTexts as texts } from './site-texts';
import styles from './site.module.css';

type Link = StudioDataOf<'studioLinks'>['links'][number];
const KINDS = ['app_store', 'social', 'footer'] as const;

/** The footer's links by kind (each kind in its own order) and the site's logos. */
export function LinksPanel() {
  const queryClient = useQueryClient();
  const data = useQuery({ queryKey: siteKeys.links, queryFn: () => studioCall('studioLinks') });
  const focusAfterMove = useFocusAfterMove(data.data);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Link | null>(null);
  const [said, setSaid] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteKeys.links });
  const move = useMutation({
    mutationFn: (m: { link: Link; direction: 'up' | 'down' }) =>
      studioCall('studioLinkMove', { params: { id: m.link.id }, body: { direction: m.direction } }),
    onSuccess: async (_, m) => {
      const next = await queryClient.fetchQuery({
        queryKey: siteKeys.links,
        queryFn: () => studioCall('studioLinks'),
      });
      const ofKind = next.links.filter((l) => l.kind === m.link.kind);
      setSaid(texts.moved(m.link.title, ofKind.findIndex((l) => l.id === m.link.id) + 1));
      focusAfterMove({ id: m.link.id, direction: m.direction });
    },
    onError: (error) => setSaid(error.message),
  });
  if (data.isPending) return <LoadingRows />;
  if (data.isError) return <LoadError error={data.error} onRetry={() => void data.refetch()} />;
  const { links, logos } = data.data;
  return (
    <section aria-labelledby="links-heading">
      <h2 id="links-heading">{texts.links}</h2>
      <p role="status" aria-live="polite" className={styles.muted}>
        {said}
      </p>
      {KINDS.map((kind) => {
        const ofKind = links.filter((l) => l.kind === kind);
        return (
          <section key={kind} aria-labelledby={`kind-${kind}`}>
            <h3 id={`kind-${kind}`}>{texts.kinds[kind]}</h3>
            <ol className={styles.list}>
              {ofKind.map((link, index) => (
                <li key={link.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <p className={styles.itemTitle}>
                      {link.title} <span className={styles.muted}>{link.url}</span>
                    </p>
                    <MoveButtons
                      id={link.id}
                      name={link.title}
                      first={index === 0}
                      last={index === ofKind.length - 1}
                      busy={move.isPending}
                      onMove={(direction) => move.mutate({ link, direction })}
                    />
                    <button
                      type="button"
                      className={uiStyles.button}
                      aria-expanded={editing === link.id}
                      onClick={() => setEditing(editing === link.id ? null : link.id)}
                    >
                      {texts.edit}
                    </button>
                    <button
                      type="button"
                      className={uiStyles.danger}
                      onClick={() => setRemoving(link)}
                    >
                      {texts.remove}
                    </button>
                  </div>
                  {editing === link.id ? (
                    <LinkForm
                      label={`${texts.edit}: ${link.title}`}
                      initial={{
                        kind: link.kind,
                        title: link.title,
                        url: link.url,
                        icon: link.icon ?? '',
                      }}
                      save={(values) =>
                        studioCall('studioLinkUpdate', { params: { id: link.id }, body: values })
                      }
                      onSaved={refresh}
                    />
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      <h3>{texts.add}</h3>
      <LinkForm
        label={texts.add}
        initial={{ kind: 'footer', title: '', url: '', icon: '' }}
        save={(values) => studioCall('studioLinkCreate', { body: values })}
        onSaved={refresh}
        submitLabel={texts.add}
        clearOnSave
      />
      <h3>{texts.logos}</h3>
      <ul className={styles.list}>
        {logos.map((logo) => (
          <li key={logo.id} className={styles.item}>
            <LogoForm logo={logo} onSaved={refresh} />
          </li>
        ))}
      </ul>
      {removing ? (
        <RemoveDialog
          name={removing.title}
          remove={() => studioCall('studioLinkDelete', { params: { id: removing.id } })}
          onDone={refresh}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
