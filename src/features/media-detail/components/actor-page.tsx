import { useActor } from '../api/get-actor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { detailTexts as t } from '../texts';
import { MediaTiles } from './media-tile';
import { imageSources } from '@/ui/image-sources';
import styles from './actor-page.module.css';

export function ActorPage({ id }: { id: number }) {
  const { data: actor } = useActor(id);
  useDocumentTitle(actor.name);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        {actor.image ? (
          <img
            {...imageSources(actor.image, '160px')}
            alt=""
            className={styles.portrait}
            width={160}
            height={160}
          />
        ) : (
          <span className={styles.portrait} aria-hidden="true">
            {actor.name.slice(0, 1)}
          </span>
        )}
        <div className={styles.copy}>
          <h1 className={styles.name}>{actor.name}</h1>
          {actor.vname ? <p className={styles.voice}>{t.actorVoice(actor.vname)}</p> : null}
          <p className={styles.count}>
            {t.actorWorks}: {actor.media.length}
          </p>
        </div>
      </header>
      <section className={styles.works} aria-labelledby="actor-works">
        <h2 id="actor-works" className={styles.heading}>
          {t.actorWorks}
        </h2>
        {actor.media.length > 0 ? (
          <MediaTiles items={actor.media} target="page" layout="grid" />
        ) : (
          <p className={styles.empty}>{t.actorEmpty}</p>
        )}
      </section>
    </article>
  );
}
