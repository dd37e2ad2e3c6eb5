import type { Slide } from '@contract/entities';
import { OverlayLink } from '@/ui/overlay-link';
import { imageSources } from '@/ui/image-sources';
import styles from './slide-card.module.css';

/** A slide of sets 2-5: a wide banner with its title; media slides open the details overlay. */
export function SlideCard({ slide }: { slide: Slide }) {
  const body = (
    <>
      <span className={styles.frame}>
        {slide.image ? (
          <img
            {...imageSources(slide.image, '(min-width: 768px) 380px, 72vw')}
            alt=""
            className={styles.image}
            loading="lazy"
            decoding="async"
            width={480}
            height={270}
          />
        ) : null}
        <span className={styles.copy}>
          <span className={styles.title}>{slide.title}</span>
          {slide.subtitle ? <span className={styles.subtitle}>{slide.subtitle}</span> : null}
        </span>
      </span>
    </>
  );
  if (slide.media_id !== null) {
    return (
      <OverlayLink mediaId={slide.media_id} className={styles.card}>
        {body}
      </OverlayLink>
    );
  }
  if (slide.link) {
    return (
      <a href={slide.link} className={styles.card}>
        {body}
      </a>
    );
  }
  return <div className={styles.card}>{body}</div>;
}
