import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { studioCall } from '../../api/studio-client';
import { followLink, navigate, studioHref } from '../../app/location';
import { DeleteDialog, deleteTexts } from '../../ui/delete-dialog';
import { RoomHeading } from '../../ui/room-heading';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueKeys } from './catalogue-keys';
import { catalogueTexts as texts } from './catalogue-texts';
import { EpisodesPanel } from './episodes-panel';
import { UploadPanel } from '../../ingest/upload-panel';
import { StatePanel } from './state-panel';
import { TitleForm } from './title-form';
import { TitlePreview } from './title-preview';
import styles from './catalogue.module.css';

/** One title: its publish state, every field, a preview as viewers will see it, its episodes. */
export function TitleEditor({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [previewing, setPreviewing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const title = useQuery({
    queryKey: catalogueKeys.title(id),
    queryFn: () => studioCall('studioTitle', { params: { id } }),
  });
  if (title.isPending) return <LoadingRows />;
  if (title.isError) return <LoadError error={title.error} onRetry={() => void title.refetch()} />;
  const t = title.data;
  return (
    <>
      <RoomHeading title={t.title}>
        <div className={uiStyles.actions}>
          <button
            type="button"
            className={uiStyles.button}
            aria-expanded={previewing}
            onClick={() => setPreviewing((p) => !p)}
          >
            {previewing ? texts.closePreview : texts.preview}
          </button>
          <a className={uiStyles.button} href={studioHref('catalogue')} onClick={followLink}>
            {texts.back}
          </a>
          <button type="button" className={uiStyles.danger} onClick={() => setDeleting(true)}>
            {deleteTexts.remove}
          </button>
        </div>
      </RoomHeading>
      {deleting ? (
        <DeleteDialog
          name={t.title}
          text={deleteTexts.goes}
          remove={(reason) =>
            studioCall('studioTitleDelete', {
              params: { id },
              body: { version: t.version, reason },
            })
          }
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
            navigate(studioHref('catalogue'));
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
      <p className={styles.muted}>{texts.kinds[t.kind]}</p>
      {previewing ? <TitlePreview id={id} /> : null}
      <div className={styles.editor}>
        <div>
          <TitleForm key={t.id} title={t} />
        </div>
        <aside className={styles.side}>
          <StatePanel
            of="title"
            id={id}
            row={t}
            onChanged={() => queryClient.invalidateQueries({ queryKey: catalogueKeys.all })}
          />
          {t.kind === 'series' ? null : (
            <>
              <UploadPanel owner={{ type: 'movie', id }} />
              <UploadPanel owner={{ type: 'movie', id }} kind="subtitle" />
              <UploadPanel owner={{ type: 'movie', id }} kind="dub" />
            </>
          )}
        </aside>
      </div>
      {t.kind === 'series' ? <EpisodesPanel titleId={id} /> : null}
    </>
  );
}
