import { useEffect, useRef } from 'react';
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
 * their place while pressing it again and again). A move in progress does not disable them:
 * a disabled button loses focus.
 */
export function MoveButtons({ id, name, first, last, busy, onMove }: Props) {
  return (
    <>
      <button
        type="button"
        className={uiStyles.button}
        data-move={`${id}-up`}
        aria-label={texts.up(name)}
        disabled={first}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onMove('up');
        }}
      >
        ↑
      </button>
      <button
        type="button"
        className={uiStyles.button}
        data-move={`${id}-down`}
        aria-label={texts.down(name)}
        disabled={last}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onMove('down');
        }}
      >
        ↓
      </button>
    </>
  );
}

/** Focus the same button of the moved row, or its other one at an end of the list. */
function refocusMove(id: number, direction: 'up' | 'down') {
  const other = direction === 'up' ? 'down' : 'up';
  const button =
    document.querySelector<HTMLButtonElement>(`[data-move="${id}-${direction}"]:not(:disabled)`) ??
    document.querySelector<HTMLButtonElement>(`[data-move="${id}-${other}"]`);
  button?.focus();
}

/**
 * Call `focusAfterMove` once a move is saved and the list is read again: when the list has
 * rendered in its new order, focus goes back to the moved row's button (React may have moved
 * its node, which drops focus).
 */
export function useFocusAfterMove(rows: unknown) {
  const target = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);
  const shown = useRef(rows);
  useEffect(() => {
    if (shown.current === rows) return;
    shown.current = rows;
    if (!target.current) return;
    refocusMove(target.current.id, target.current.direction);
    target.current = null;
  });
  return (next: { id: number; direction: 'up' | 'down' }) => {
    target.current = next;
  };
}
