import { useId } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { OverlayContent } from '@/features/media-detail';
import { CloseIcon } from '@/ui/icons';
import { useBodyClass } from '../hooks/use-body-class';
import { useHoverVideo } from '../hooks/use-hover-video';
import { useOverlayNavigation } from '../hooks/use-overlay-navigation';
import { overlayTexts } from '../texts';
import styles from './media-overlay.module.css';

/** The class global.css uses to lock page scrolling while the overlay is open. */
export const OVERLAY_OPEN_CLASS = 'overlay-open';

/**
 * docs/product.md §2 media details overlay, driven by `?media={id}`. A react-aria modal: focus stays
 * inside while open and returns to the opener after; outside click, the close button and
 * Escape all close it through the URL.
 */
export default function MediaOverlay({ mediaId }: { mediaId: number }) {
  useBodyClass(OVERLAY_OPEN_CLASS);
  const titleId = useId();
  const { close, show } = useOverlayNavigation();
  const video = useHoverVideo(mediaId);

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) close();
      }}
      className={styles.backdrop}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby={titleId} data-testid="media-overlay">
          <button
            type="button"
            className={styles.close}
            onClick={close}
            aria-label={overlayTexts.close}
          >
            <CloseIcon size={22} strokeWidth={2} />
          </button>
          <OverlayContent mediaId={mediaId} video={video} titleId={titleId} onSelectSeason={show} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
