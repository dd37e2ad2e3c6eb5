import type { ReactNode } from 'react';
import type { MediaDetail } from '@contract/entities';
import { SafeHtml } from '@/ui/safe-html';
import { detailTexts as t } from '../texts';
import { CastRow } from './cast-row';
import { CategoryTags } from './category-tags';
import { Credits } from './credits';
import { EpisodesSection } from './episodes-section';
import { MediaTiles } from './media-tile';
import { SeasonButtons } from './season-buttons';
import { Section } from './section';
import styles from './detail-body.module.css';

interface Props {
  detail: MediaDetail;
  variant: 'overlay' | 'page';
  /** Overlay only: a season button switches the overlay to that media. */
  onSelectSeason?: (id: number) => void;
  /** Extra facts shown beside the description (the theatre price). */
  aside?: ReactNode;
}

/** Everything under the hero; the overlay and the detail pages share it. */
export function DetailBody({ detail, variant, onSelectSeason, aside }: Props) {
  const level = variant === 'page' ? 2 : 3;
  const target = variant === 'overlay' ? 'overlay' : 'page';
  return (
    <div className={styles.body} data-variant={variant}>
      <div className={styles.about}>
        <div className={styles.main}>
          {detail.description ? (
            <SafeHtml html={detail.description} className={styles.description} />
          ) : null}
          <CategoryTags categories={detail.categories} />
        </div>
        <div className={styles.side}>
          {aside}
          <Credits studio={detail.studio} director={detail.director} />
        </div>
      </div>

      {detail.other_seasons.length > 1 ? (
        <Section title={t.seasons} level={level} testId="seasons">
          <SeasonButtons
            seasons={detail.other_seasons}
            currentId={detail.id}
            onSelect={onSelectSeason}
          />
        </Section>
      ) : null}

      {detail.kind === 'series' ? (
        <EpisodesSection detail={detail} level={level} variant={variant} />
      ) : null}

      {detail.actors.length > 0 ? (
        <Section title={t.cast} level={level} testId="cast">
          <CastRow actors={detail.actors} />
        </Section>
      ) : null}

      {detail.related.length > 0 ? (
        <Section title={t.similar} level={level} testId="similar">
          <MediaTiles items={detail.related} target={target} layout="row" />
        </Section>
      ) : null}
    </div>
  );
}
