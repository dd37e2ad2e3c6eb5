import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { clock } from '../format-time';
import { SLEEP_MINUTES, type SleepTimer } from '../player-engine';
import { playerTexts } from '../texts';
import { MoonIcon } from './player-icons';
import bar from './player-bar.module.css';
import styles from './player-menus.module.css';

interface Props {
  sleep: SleepTimer | null;
  left: number | null;
  onChoose: (choice: number | 'episode') => void;
  onCancel: () => void;
}

/** Stop after N minutes or at the episode's end; the button counts down and the menu cancels. */
export function SleepMenu({ sleep, left, onChoose, onCancel }: Props) {
  const countdown = sleep?.kind === 'minutes' && left !== null ? clock(left) : null;
  const label = countdown
    ? playerTexts.sleepLeft(countdown)
    : sleep?.kind === 'episode'
      ? playerTexts.sleepAtEpisodeEnd
      : playerTexts.sleep;
  const chosen = sleep?.kind === 'minutes' ? String(sleep.minutes) : sleep ? 'episode' : null;

  return (
    <MenuTrigger>
      <Button
        className={`${bar.control} ${sleep ? bar.wide : ''}`}
        aria-label={label}
        data-active={sleep ? true : undefined}
      >
        <MoonIcon width={20} height={20} />
        {countdown ? <span className={bar.badge}>{countdown}</span> : null}
        {sleep?.kind === 'episode' ? (
          <span className={bar.badge}>{playerTexts.sleepEpisodeShort}</span>
        ) : null}
      </Button>
      <Popover className={styles.popover} placement="top" offset={10}>
        <Menu
          className={styles.menu}
          aria-label={playerTexts.sleep}
          onAction={(key) => {
            if (key === 'cancel') onCancel();
            else if (key === 'episode') onChoose('episode');
            else onChoose(Number(key));
          }}
        >
          <MenuSection>
            <Header className={styles.header}>{playerTexts.sleep}</Header>
            {SLEEP_MINUTES.map((minutes) => (
              <MenuItem
                key={minutes}
                id={String(minutes)}
                className={styles.item}
                data-chosen={chosen === String(minutes) || undefined}
              >
                {playerTexts.sleepMinutes(minutes)}
              </MenuItem>
            ))}
            <MenuItem
              id="episode"
              className={styles.item}
              data-chosen={chosen === 'episode' || undefined}
            >
              {playerTexts.sleepEpisode}
            </MenuItem>
          </MenuSection>
          {sleep ? (
            <MenuSection>
              <MenuItem id="cancel" className={`${styles.item} ${styles.danger}`}>
                {playerTexts.sleepCancel}
              </MenuItem>
            </MenuSection>
          ) : null}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
