import { useQuery, useQueryClient } from '@tanstack/react-query';
import { studioCall } from '../../api/studio-client';
import { followLink, studioHref } from '../../app/location';
import { RoomHeading } from '../../ui/room-heading';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { siteKeys } from './site-keys';
import { siteTexts as texts } from './site-texts';
import { TextForm } from './text-form';
import styles from './site.module.css';

/** The content pages (about, terms, privacy), each a link to its editor. */
export function PagesPanel() {
  const pages = useQuery({ queryKey: siteKeys.pages, queryFn: () => studioCall('studioPages') });
  if (pages.isPending) return <LoadingRows />;
  if (pages.isError) return <LoadError error={pages.error} onRetry={() => void pages.refetch()} />;
  return (
    <section aria-labelledby="pages-heading">
      <h2 id="pages-heading">{texts.pages}</h2>
      <ul className={styles.list}>
        {pages.data.map((p) => (
          <li key={p.id} className={styles.item}>
            <a href={studioHref(`site/pages/${p.id}`)} onClick={followLink}>
              {p.title}
            </a>
            <span className={styles.muted}>
              {texts.updatedAt} {p.updated_at.slice(0, 10)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One content page: its title and HTML body, with the version check. */
export function PageEditor({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: siteKeys.page(id),
    queryFn: () => studioCall('studioPage', { params: { id } }),
  });
  if (page.isPending) return <LoadingRows />;
  if (page.isError) return <LoadError error={page.error} onRetry={() => void page.refetch()} />;
  const p = page.data;
  return (
    <>
      <RoomHeading title={p.title}>
        <a className={uiStyles.button} href={studioHref('site/pages')} onClick={followLink}>
          {texts.pageBack}
        </a>
      </RoomHeading>
      <TextForm
        key={p.id}
        label={p.title}
        titleLabel={texts.pageTitle}
        bodyLabel={texts.pageBody}
        initial={{ title: p.title, body: p.body }}
        version={p.version}
        save={(values, version) =>
          studioCall('studioPageUpdate', {
            params: { id },
            body: { ...values, version: version ?? p.version },
          })
        }
        onSaved={() => queryClient.invalidateQueries({ queryKey: siteKeys.pages })}
      />
    </>
  );
}
