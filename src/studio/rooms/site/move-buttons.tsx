import { siteTexts as texts } from './site-texts';
import uiStyles from '../../ui/studio-ui.module.css';

interface Props {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
}

/**
 * Up and down for one row of an ordered list. The buttons carry `data-move` so the list can give
 * focus back to the moved row's button after it re-renders in its new place (keyboard users keep
 * their place while pressing it again and again).
 */
export function MoveButtons({ id, name, first, last, busy, onMove }: Props) {
  return (
    <>
      <button
        type="button"
        className={uiStyles.button}
        data-move={`${id}-up`}
        aria-label={texts.up(name)}
        disabled={first || busy}
        onClick={() => onMove('up')}
      >
        ↑
      </button>
      <button
        type="button"
        className={uiStyles.button}
        data-move={`${id}-down`}
        aria-label={texts.down(name)}
        disabled={last || busy}
        onClick={() => onMove('down')}
      >
        ↓
      </button>
    </>
  );
}

/** After a move: focus the same button of the moved row, or its other one at an end. */
export function refocusMove(id: number, direction: 'up' | 'down') {
  const other = direction === 'up' ? 'down' : 'up';
  const button =
    document.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction}"]:not(:disabled)`) ??
    document.querySelector<HTMLButtonElement>(`[data-move="${id}-${other}"]`);
  button?.focus();
}
