import { extra, spec } from '@contract/messages';
import { showToast } from '@/lib/toast-store';

export type CopyOutcome = 'copied' | 'unsupported' | 'failed';

/**
 * docs/product.md §8 Copy ID: success 'Таны ID хаягыг амжилттай хууллаа.', a warning when the browser has
 * no Clipboard API (plain http, old browsers), and 'Уучлаарай, хуулах боломжгүй байна.' when the
 * browser refuses.
 */
export async function copyUserId(id: number): Promise<{ outcome: CopyOutcome; message: string }> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') {
    showToast('warning', extra.copyIdWarning);
    return { outcome: 'unsupported', message: extra.copyIdWarning };
  }
  try {
    await clipboard.writeText(String(id));
    showToast('success', spec.copyIdOk);
    return { outcome: 'copied', message: spec.copyIdOk };
  } catch {
    showToast('error', spec.copyIdError);
    return { outcome: 'failed', message: spec.copyIdError };
  }
}
