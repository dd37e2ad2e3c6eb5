import type { PublishState } from '@contract/studio/roles';
import { formatMoment } from '../../ui/format-moment';
import { catalogueTexts as texts } from './catalogue-texts';
import styles from './catalogue.module.css';

/** Where a title or an episode stands, and when a scheduled one goes out. */
export function StateBadge({
  row,
}: {
  row: { publish_state: PublishState; publish_at: string | null };
}) {
  const name = texts.states[row.publish_state];
  return (
    <span className={styles.badge} data-state={row.publish_state}>
      {row.publish_state === 'scheduled' && row.publish_at
        ? `${name} · ${formatMoment(row.publish_at)}`
        : name}
    </span>
  );
}
