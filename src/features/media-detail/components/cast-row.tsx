import { Link } from '@tanstack/react-router';
import type { Actor } from '@contract/entities';
import { detailTexts as t } from '../texts';
import { imageSources } from '@/ui/image-sources';
import styles from './people.module.css';

function Avatar({ src, name, size }: { src: string | null; name: string; size: 'lg' | 'sm' }) {
  return src ? (
    <img
      {...imageSources(src, size === 'lg' ? '80px' : '24px')}
      alt=""
      className={styles.avatar}
      data-size={size}
      width={size === 'lg' ? 80 : 24}
      height={size === 'lg' ? 80 : 24}
      loading="lazy"
    />
  ) : (
    <span className={styles.avatar} data-size={size} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

/** Cast as round avatars in a row that scrolls sideways; each opens the actor's page. */
export function CastRow({ actors }: { actors: Actor[] }) {
  return (
    <ul className={styles.cast}>
      {actors.map((actor) => (
        <li key={actor.id} className={styles.person}>
          <Link to="/actor/$id" params={{ id: String(actor.id) }} className={styles.personLink}>
            <Avatar src={actor.image} name={actor.name} size="lg" />
            {/* Two lines at most; the whole name on hover, and in full to screen readers. */}
            <span className={styles.name} title={actor.name}>
              {actor.name}
            </span>
          </Link>
          {actor.vname ? (
            <span className={styles.voice}>
              <Avatar src={actor.vimage} name={actor.vname} size="sm" />
              <span className={styles.voiceName} title={actor.vname}>
                <span className="visually-hidden">{t.voice}: </span>
                {actor.vname}
              </span>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
