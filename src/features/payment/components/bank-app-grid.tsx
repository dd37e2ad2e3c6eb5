import { useMemo, useState } from 'react';
import type { BankAppLink } from '@contract/entities';
import { bankTiles, type BankTile } from '../safe-links';
import { paymentTexts as t } from '../texts';
import styles from './qr-step.module.css';

function initials(label: string): string {
  const words = label.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The monogram sits under the logo, so when no logo loads (offline, qpay.mn unreachable) the tile
 * is still clean; a logo that fails gives way to the next one.
 */
function Tile({ tile }: { tile: BankTile }) {
  const [failed, setFailed] = useState(0);
  const logo = tile.logos[failed];
  return (
    <a href={tile.href} className={styles.bankTile} rel="noopener">
      <span className={styles.bankLogo} aria-hidden="true">
        <span className={styles.monogram}>{initials(tile.label)}</span>
        {logo ? (
          <img
            key={logo}
            src={logo}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setFailed((n) => n + 1)}
          />
        ) : null}
      </span>
      <span className={styles.bankName}>{tile.label}</span>
    </a>
  );
}

/** The invoice's bank-app deep links (never a hard-coded list), as a grid of logo tiles. */
export function BankAppGrid({ urls }: { urls: readonly BankAppLink[] }) {
  const tiles = useMemo(() => bankTiles(urls), [urls]);
  if (tiles.length === 0) return <p className={styles.hint}>{t.noBankApps}</p>;
  return (
    <ul className={styles.bankGrid}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Tile tile={tile} />
        </li>
      ))}
    </ul>
  );
}
