import type { Translator } from '@contract/entities';
import { detailTexts as t } from '../texts';
import styles from './detail-actions.module.css';

export function TranslatorChip({ translator }: { translator: Translator }) {
  return (
    <p className={styles.chip} data-testid="translator-chip">
      {translator.avatar ? (
        <img
          src={translator.avatar}
          alt=""
          width={28}
          height={28}
          className={styles.chipAvatar}
          loading="lazy"
        />
      ) : (
        <span className={styles.chipAvatar} aria-hidden="true">
          {translator.nickname.slice(0, 1)}
        </span>
      )}
      <span className="visually-hidden">{t.translator}: </span>
      <span className={styles.chipName}>{translator.nickname}</span>
    </p>
  );
}
