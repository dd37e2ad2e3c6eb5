import type { Person } from '@contract/entities';
import { detailTexts as t } from '../texts';
import { imageSources } from '@/ui/image-sources';
import styles from './detail-body.module.css';

function Credit({ label, person }: { label: string; person: Person }) {
  return (
    <div className={styles.credit}>
      <dt>{label}</dt>
      <dd>
        {person.image ? (
          <img
            {...imageSources(person.image, '28px')}
            alt=""
            width={28}
            height={28}
            className={styles.creditImage}
            loading="lazy"
          />
        ) : null}
        {person.name}
      </dd>
    </div>
  );
}

export function Credits({ studio, director }: { studio: Person | null; director: Person | null }) {
  if (!studio && !director) return null;
  return (
    <dl className={styles.credits}>
      {studio ? <Credit label={t.studio} person={studio} /> : null}
      {director ? <Credit label={t.director} person={director} /> : null}
    </dl>
  );
}
