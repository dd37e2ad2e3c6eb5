import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { SPEEDS } from '../player-engine';
import { playerTexts } from '../texts';
import bar from './player-bar.module.css';
import styles from './player-menus.module.css';

/** 0.75×–2×; the choice is kept in IndexedDB by the engine and applies to every track. */
export function SpeedMenu({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  return (
    <MenuTrigger>
      <Button
        className={`${bar.control} ${bar.wide}`}
        aria-label={playerTexts.speedButton(rate)}
        data-active={rate !== 1 || undefined}
      >
        {playerTexts.speedValue(rate)}
      </Button>
      <Popover className={styles.popover} placement="top" offset={10}>
        <Menu
          className={styles.menu}
          aria-label={playerTexts.speed}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[String(rate)]}
          onSelectionChange={(keys) => {
            const key = keys === 'all' ? null : [...keys][0];
            if (key !== undefined && key !== null) onChange(Number(key));
          }}
        >
          {SPEEDS.map((speed) => (
            <MenuItem key={speed} id={String(speed)} className={styles.item}>
              {playerTexts.speedValue(speed)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
