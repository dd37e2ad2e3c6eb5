import type { MediaDetail } from '@contract/entities';
import { texts } from '@/lib/texts';
import { LoadError } from '@/ui/status-view';
import { useEpisodeGroups } from '../api/get-episode-groups';
import { detailTexts as t } from '../texts';
import { EpisodeGrid, EpisodeGridSkeleton } from './episode-grid';
import { EpisodeTabs } from './episode-tabs';
import { Section, type HeadingLevel } from './section';
import styles from './detail-body.module.css';

/**
 * The episodes of a series: in the overlay one 10-column number grid, on the page a tab per
 * group (1-10, 11-20, …) with episode cards.
 */
export function EpisodesSection({
  detail,
  level,
  variant,
}: {
  detail: MediaDetail;
  level: HeadingLevel;
  variant: 'overlay' | 'page';
}) {
  const query = useEpisodeGroups(detail.id);
  let body;
  if (query.isPending) {
    body = <EpisodeGridSkeleton count={Math.min(Math.max(detail.total_episode, 10), 40)} />;
  } else if (query.isError) {
    body = <LoadError compact onRetry={() => void query.refetch()} />;
  } else {
    const groups = query.data.filter((g) => g.episodes.length > 0);
    const episodes = groups.flatMap((g) => g.episodes).sort((a, b) => a.number - b.number);
    if (episodes.length === 0) body = <p className={styles.muted}>{t.noEpisodesYet}</p>;
    else if (variant === 'page')
      body = <EpisodeTabs mediaId={detail.id} groups={groups} nextId={detail.epId} />;
    else body = <EpisodeGrid mediaId={detail.id} episodes={episodes} nextId={detail.epId} />;
  }
  return (
    <Section title={t.episodes} level={level} testId="episodes">
      <div aria-busy={query.isPending}>
        {query.isPending ? <span className="visually-hidden">{texts.states.loading}</span> : null}
        {body}
      </div>
    </Section>
  );
}
