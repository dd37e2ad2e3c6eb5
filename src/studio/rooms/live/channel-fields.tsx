import { useId } from 'react';
import { TextField } from '../../ui/text-field';
import uiStyles from '../../ui/studio-ui.module.css';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

interface Props {
  title: string;
  isFree: boolean;
  onTitle: (title: string) => void;
  onFree: (isFree: boolean) => void;
  /** The server's message for the name (a 422). */
  titleError: string | undefined;
}

/**
 * A channel's name and who may watch it (every signed-in viewer, or those with paid days), as
 * both the new-channel form and the channel's settings ask them.
 */
export function ChannelFields({ title, isFree, onTitle, onFree, titleError }: Props) {
  // Two forms on one page each have their own pair of radios.
  const name = `is_free-${useId()}`;
  return (
    <>
      <TextField
        name="title"
        label={liveTexts.channelName}
        value={title}
        onChange={onTitle}
        error={titleError}
      />
      <fieldset className={styles.access}>
        <legend className={uiStyles.fieldLabel}>{liveTexts.access}</legend>
        <label>
          <input type="radio" name={name} checked={isFree} onChange={() => onFree(true)} />
          {liveTexts.free}
        </label>
        <label>
          <input type="radio" name={name} checked={!isFree} onChange={() => onFree(false)} />
          {liveTexts.paid}
        </label>
      </fieldset>
    </>
  );
}
