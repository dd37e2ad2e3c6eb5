import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { Episode, EpisodeGroup } from '@contract/entities';
import { AnchorLink } from '@/ui/anchor-link';
import { imageSources } from '@/ui/image-sources';
import { PlayIcon } from '@/ui/icons';
import { episodeHref } from '../links';
import { detailTexts as t } from '../texts';
import styles from './episode-tabs.module.css';

// A phone's row has a 136 px thumbnail; wider screens fill grid cells of at least 240 px.
const THUMB_SIZES = '(max-width: 599px) 136px, (max-width: 1023px) 50vw, 320px';

function minutes(seconds: number): string {
  return `${Math.max(1, Math.round(seconds / 60))} мин`;
}

function EpisodeCard({
  mediaId,
  episode,
  next,
}: {
  mediaId: number;
  episode: Episode;
  next: boolean;
}) {
  return (
    <AnchorLink
      href={episodeHref(mediaId, episode.id)}
      className={styles.card}
      data-next={next || undefined}
    >
      <span className={styles.thumb}>
        {episode.image ? (
          <img
            {...imageSources(episode.image, THUMB_SIZES)}
            alt=""
            width={320}
            height={180}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className={styles.playMark} aria-hidden="true">
          <PlayIcon width={20} height={20} />
        </span>
        {episode.is_free ? <span className={styles.free}>{t.free}</span> : null}
      </span>
      <span className={styles.number}>
        {t.episode(episode.number)}
        {next ? <span className={styles.next}> · {t.episodeNext}</span> : null}
      </span>
      <span className={styles.title}>{episode.title}</span>
      <span className={styles.duration}>{minutes(episode.duration_sec)}</span>
    </AnchorLink>
  );
}

function CardList({
  mediaId,
  group,
  nextId,
}: {
  mediaId: number;
  group: EpisodeGroup;
  nextId: number | null;
}) {
  return (
    <ol className={styles.cards}>
      {group.episodes.map((episode) => (
        <li key={episode.id}>
          <EpisodeCard mediaId={mediaId} episode={episode} next={episode.id === nextId} />
        </li>
      ))}
    </ol>
  );
}

/** A tab per episode group; the group holding the next episode opens first. */
export function EpisodeTabs({
  mediaId,
  groups,
  nextId,
}: {
  mediaId: number;
  groups: EpisodeGroup[];
  nextId: number | null;
}) {
  const [first] = groups;
  if (!first) return null;
  if (groups.length === 1) return <CardList mediaId={mediaId} group={first} nextId={nextId} />;
  const start = groups.find((g) => g.episodes.some((e) => e.id === nextId)) ?? first;
  return (
    <Tabs defaultSelectedKey={String(start.id)} className={styles.tabs}>
      <TabList aria-label={t.episodes} className={styles.tabList}>
        {groups.map((group) => (
          <Tab key={group.id} id={String(group.id)} className={styles.tab}>
            {group.title}
          </Tab>
        ))}
      </TabList>
      {groups.map((group) => (
        <TabPanel key={group.id} id={String(group.id)} className={styles.panel}>
          <CardList mediaId={mediaId} group={group} nextId={nextId} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
