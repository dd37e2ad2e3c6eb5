import { useState, type ReactNode } from 'react';
import type { MediaDetail } from '@contract/entities';
import { detailTexts as t } from '../texts';
import { DetailActions } from './detail-actions';
import { MetaLine } from './meta-line';
import { imageSources } from '@/ui/image-sources';
import styles from './detail-hero.module.css';

interface Props {
  detail: MediaDetail;
  variant: 'overlay' | 'page';
  /** The hover preview; played muted over the banner once it can play. */
  video?: string | null;
  titleId?: string;
  /** Facts shown between the meta line and the actions (the theatre price). */
  extra?: ReactNode;
}

function bannerOf(detail: MediaDetail): string | null {
  return detail.banner ?? detail.poster_hz ?? detail.image1;
}

/** Banner (or hover video) fading into the page, with the title or logo, facts and actions. */
export function DetailHero({ detail, variant, video = null, titleId, extra }: Props) {
  const banner = bannerOf(detail);
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <header className={styles.hero} data-variant={variant}>
      <div className={styles.media}>
        {banner ? (
          <img
            {...imageSources(
              banner,
              variant === 'overlay' ? '(min-width: 960px) 960px, 100vw' : '100vw',
            )}
            alt=""
            className={styles.banner}
            width={1280}
            height={720}
            fetchPriority="high"
          />
        ) : null}
        {video ? <HoverVideo key={video} src={video} /> : null}
        <div className={styles.fade} />
      </div>
      <div className={styles.copy}>
        <Heading id={titleId} className={styles.title}>
          {/* The page's h1 is the title as text (found by search engines, readers and the
              browser's find); the overlay shows the title art when there is one. */}
          {detail.logo && variant === 'overlay' ? (
            <img
              {...imageSources(detail.logo, '(min-width: 768px) 480px, 360px')}
              alt={detail.title}
              className={styles.logo}
              width={480}
              height={160}
            />
          ) : (
            detail.title
          )}
        </Heading>
        {detail.original_name ? (
          <p className={styles.original}>
            <span className="visually-hidden">{t.originalName}: </span>
            {detail.original_name}
          </p>
        ) : null}
        <MetaLine detail={detail} />
        {extra}
        <DetailActions detail={detail} />
      </div>
    </header>
  );
}

function HoverVideo({ src }: { src: string }) {
  const [ready, setReady] = useState(false);
  return (
    <video
      src={src}
      className={styles.video}
      data-ready={ready}
      data-testid="hover-video"
      muted
      loop
      autoPlay
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setReady(true)}
    />
  );
}
