import { useQuery } from '@tanstack/react-query';
import { SafeHtml } from '@/ui/safe-html';
import { studioCall } from '../../api/studio-client';
import { LoadError, LoadingRows } from '../../ui/states';
import { catalogueKeys } from './catalogue-keys';
import styles from './catalogue.module.css';

/**
 * The title as the viewer's detail page receives it, whatever its state: the same answer the
 * viewer app renders (its banner, poster, texts, categories, cast and seasons), read through the
 * studio so a draft can be seen before anyone else can.
 */
export function TitlePreview({ id }: { id: number }) {
  const preview = useQuery({
    queryKey: catalogueKeys.preview(id),
    queryFn: () => studioCall('studioTitlePreview', { params: { id } }),
  });
  if (preview.isPending) return <LoadingRows rows={3} />;
  if (preview.isError) {
    return <LoadError error={preview.error} onRetry={() => void preview.refetch()} />;
  }
  const m = preview.data;
  return (
    <section className={styles.preview} aria-label="Урьдчилан харах">
      {m.banner ? <img className={styles.previewBanner} src={m.banner} alt="" /> : null}
      <div className={styles.previewBody}>
        {m.image1 ? <img className={styles.previewPoster} src={m.image1} alt="" /> : null}
        <div>
          <h2>{m.title}</h2>
          {m.original_name ? <p className={styles.muted}>{m.original_name}</p> : null}
          <p className={styles.muted}>
            {[
              m.released_date?.slice(0, 4),
              m.age_limit !== null ? `${m.age_limit}+` : null,
              `★ ${m.rating}`,
              ...m.categories.map((c) => c.title),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {m.description ? <SafeHtml html={m.description} /> : null}
          {m.actors.length > 0 ? (
            <p>
              Жүжигчид:{' '}
              {m.actors.map((a) => (a.vname ? `${a.name} (${a.vname})` : a.name)).join(', ')}
            </p>
          ) : null}
          {m.other_seasons.length > 1 ? (
            <p>Улирлууд: {m.other_seasons.map((s) => s.title).join(', ')}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
