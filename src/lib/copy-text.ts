import { extra, spec } from '@contract/messages';
import { showToast } from '@/lib/toast-store';

export type CopyOutcome = 'copied' | 'unsupported' | 'failed';

/**
 * Puts text on the clipboard and says how it went in a toast: the given success text, a warning
 * when the browser has no Clipboard API (plain http, old browsers), and the spec's
 * 'Уучлаарай, хуулах боломжгүй байна.' when the browser refuses.
 */
export async function copyText(
  text: string,
  okMessage: string,
): Promise<{ outcome: CopyOutcome; message: string }> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') {
    showToast('warning', extra.copyIdWarning);
    return { outcome: 'unsupported', message: extra.copyIdWarning };
  }
  try {
    await clipboard.writeText(text);
    showToast('success', okMessage);
    return { outcome: 'copied', message: okMessage };
  } catch {
    showToast('error', spec.copyIdError);
    return { outcome: 'failed', message: spec.copyIdError };
  }
}
