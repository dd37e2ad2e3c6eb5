import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '@/ui/icons';
import { entryTexts as t } from '../texts';
import styles from './download-button.module.css';

interface Props {
  qualities: readonly number[];
  /** The saved preference's height, marked in the list; null while it is read. */
  preferred: number | null;
  isDisabled: boolean;
  onPick: (height: number) => void;
}

/** The chevron beside "Татаж авах": the same download in another of the title's qualities. */
export function QualityMenu({ qualities, preferred, isDisabled, onPick }: Props) {
  const items = [...qualities].sort((a, b) => b - a).map((height) => ({ id: height }));
  return (
    <MenuTrigger>
      <Button className={styles.more} aria-label={t.qualityMenu} isDisabled={isDisabled}>
        <ChevronDownIcon size={18} />
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Menu
          aria-label={t.qualityMenu}
          className={styles.menu}
          items={items}
          onAction={(key) => onPick(Number(key))}
        >
          {(item) => (
            <MenuItem
              id={item.id}
              className={styles.item}
              textValue={t.qualityOption(item.id)}
              aria-label={
                item.id === preferred
                  ? `${t.qualityOption(item.id)}, ${t.qualityDefault}`
                  : t.qualityOption(item.id)
              }
            >
              <CheckIcon
                size={18}
                className={styles.check}
                data-visible={item.id === preferred || undefined}
              />
              <span className={styles.itemLabel}>{t.qualityOption(item.id)}</span>
              {item.id === preferred ? (
                <span className={styles.tag}>{t.qualityDefault}</span>
              ) : null}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
