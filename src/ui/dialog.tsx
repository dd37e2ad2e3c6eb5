import type { CSSProperties, ReactNode, Ref } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import styles from './dialog.module.css';

interface Props {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A click outside closes it; off where a stray tap would throw work away (a QR being paid). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** The card's width in px where it is a card; on a phone a sheet spans the screen. */
  width: number;
  /**
   * 'sheet': a bottom sheet on phones, a centred card from 640 px (forms, flows).
   * 'center': a centred card everywhere (short help over the player).
   * 'end': a full-height drawer from the right edge (the user sidebar).
   */
  placement?: 'sheet' | 'center' | 'end';
  /** The brand's gradient stripe along the top edge (the login dialog). */
  accent?: boolean;
  /** Mount inside this element instead of the body, e.g. the player in fullscreen. */
  portalContainer?: Element | undefined;
  /** The content box: padding and layout are the feature's. */
  className?: string;
  /** The dialog element, e.g. to move focus back into it when its content is replaced. */
  ref?: Ref<HTMLElement>;
  /** Contains a react-aria `<Heading slot="title">`, which names the dialog. */
  children: ReactNode;
}

/**
 * The app's modal dialogs, on react-aria (focus trap, Escape, scroll lock, the title as its
 * name), so the scrim, the sheet, card or drawer and their motion are drawn once. The media
 * overlay, a whole page scrolling over the page, keeps its own frame.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  width,
  placement = 'sheet',
  accent = false,
  portalContainer,
  className,
  ref,
  children,
}: Props) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={[styles.overlay, styles[placement]].filter(Boolean).join(' ')}
      UNSTABLE_portalContainer={portalContainer}
    >
      <Modal
        className={accent ? `${styles.modal} ${styles.accent}` : styles.modal}
        style={{ '--dialog-width': `${width}px` } as CSSProperties}
      >
        <AriaDialog
          ref={ref}
          className={className ? `${styles.dialog} ${className}` : styles.dialog}
        >
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
