import { extraTexts } from '@/lib/texts';
import { showToast } from '@/lib/toast-store';
import { GrantRefusedError, NotEnoughSpaceError } from '../errors';
import { entryTexts as t } from '../texts';

/**
 * Why a download did not start (or resume), as a toast: the space it needs and what is free, the
 * server's own refusal, or the network. Nothing was started or evicted in any of these cases.
 */
export function reportStartError(error: unknown): void {
  if (error instanceof NotEnoughSpaceError) {
    showToast('error', t.notEnoughSpace(error.neededBytes, error.availableBytes));
  } else if (error instanceof GrantRefusedError) {
    showToast('error', error.message);
  } else {
    showToast('error', navigator.onLine === false ? extraTexts.offline : t.startFailed);
  }
}
