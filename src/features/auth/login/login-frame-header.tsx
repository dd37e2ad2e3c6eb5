import type { ReactNode } from 'react';
import icon from '@/ui/icon-button.module.css';
import { authTexts } from '../texts';
import frame from './login-frame.module.css';

interface Props {
  /** The back button; its width is kept empty without one, so the title stays centred. */
  start?: ReactNode;
  /** The step's title, styled with the frame's `title` class by whoever names the dialog. */
  title: ReactNode;
  onClose: () => void;
}

/**
 * The login dialog's top row, drawn by the dialog and by its frame while the dialog's code is on
 * its way (decision 081), so the two look the same and the close button is written once.
 */
export function LoginFrameHeader({ start, title, onClose }: Props) {
  return (
    <header className={frame.header}>
      {start ?? <span className={frame.iconSpacer} aria-hidden="true" />}
      {title}
      <button
        type="button"
        className={icon.iconButton}
        onClick={onClose}
        aria-label={authTexts.close}
      >
        <span aria-hidden="true" className={frame.cross} />
      </button>
    </header>
  );
}
