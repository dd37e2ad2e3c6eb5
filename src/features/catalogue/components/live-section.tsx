import { LivePlayer } from '@/features/player';
import { SERVICE_TIME_ZONE, formatTime } from '@/lib/format-date';
import { CardSkeleton } from '@/ui/card-skeleton';
import { LoadError } from '@/ui/status-view';
import { imageSources } from '@/ui/image-sources';
import type { Program } from '@contract/entities';
import { useProgramSlides } from '../api/get-program-slides';
import { catalogueTexts } from '../texts';
import styles from './live-section.module.css';

/** `/live` scrolls to this id. */
export const LIVE_SECTION_ID = 'live';

function ProgramItem({ program }: { program: Program }) {
  // The schedule is Ulaanbaatar's broadcast day, whatever the viewer's zone.
  const start = formatTime(program.starts_at, SERVICE_TIME_ZONE);
  const end = formatTime(program.ends_at, SERVICE_TIME_ZONE);
  return (
    <li className={styles.program} data-live={program.is_live}>
      <span className={styles.thumb}>
        {program.image ? (
          <img
            {...imageSources(program.image, '96px')}
            alt=""
            loading="lazy"
            decoding="async"
            width={160}
            height={90}
          />
        ) : null}
        {program.is_live ? (
          <span className={styles.thumbLive}>{catalogueTexts.live.badge}</span>
        ) : null}
      </span>
      <span className={styles.programText}>
        <span className={styles.time}>
          <time dateTime={program.starts_at}>{start}</time>–
          <time dateTime={program.ends_at}>{end}</time>
          {program.is_live ? (
            <span className="visually-hidden">{catalogueTexts.live.nowOn}</span>
          ) : null}
        </span>
        <span className={styles.programTitle}>{program.title}</span>
      </span>
    </li>
  );
}

/**
 * The live section: a placeholder where the live player will go (its own issue) beside today's
 * programme slides, with the one on air marked.
 */
export function LiveSection() {
  const query = useProgramSlides();
  const onAir = query.data?.find((p) => p.is_live) ?? null;
  // The schedule's items name the channel they air on.
  const channel = (onAir ?? query.data?.[0])?.media_id ?? null;
  return (
    <section id={LIVE_SECTION_ID} className={styles.section} aria-labelledby="live-heading">
      <div className={styles.head}>
        <h2 id="live-heading" className={styles.heading}>
          <span className={styles.badge}>{catalogueTexts.live.badge}</span>
          {catalogueTexts.live.heading}
        </h2>
      </div>
      <div className={styles.layout}>
        <div className={styles.player} data-live-player="">
          <LivePlayer title={onAir?.title} poster={onAir?.image} channel={channel} />
        </div>
        <div className={styles.schedule}>
          <h3 className={styles.scheduleTitle}>{catalogueTexts.live.schedule}</h3>
          {query.isPending ? (
            <div className={styles.list} aria-busy="true">
              {[0, 1, 2, 3].map((i) => (
                <CardSkeleton key={i} shape="wide" />
              ))}
            </div>
          ) : query.isError ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} compact />
          ) : query.data.length === 0 ? (
            <p className={styles.empty}>{catalogueTexts.live.noSchedule}</p>
          ) : (
            <div
              className={styles.scroller}
              role="region"
              aria-label={catalogueTexts.live.schedule}
              // A scroll container with no links: focusable so the keyboard can scroll it.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
            >
              <ul className={styles.list}>
                {query.data.map((program) => (
                  <ProgramItem key={program.id} program={program} />
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
