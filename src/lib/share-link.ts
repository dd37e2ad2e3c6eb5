import { extra, spec } from '@contract/messages';
import { texts } from './texts';
import { showToast } from './toast-store';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unsupported' | 'failed';

/**
 * Shares a page as phones do (the Web Share sheet); where there is none, or it fails, copies
 * the link and says so in the words of the spec's copy texts. Closing the share sheet is not an
 * error and says nothing.
 */
export async function shareLink(title: string, url: string): Promise<ShareOutcome> {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const data = { title, url };
  if (nav?.share && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Anything else (no user gesture left, a policy): the link can still be copied.
    }
  }
  const clipboard = nav?.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') {
    showToast('warning', extra.copyIdWarning);
    return 'unsupported';
  }
  try {
    await clipboard.writeText(url);
    showToast('success', texts.share.copied);
    return 'copied';
  } catch {
    showToast('error', spec.copyIdError);
    return 'failed';
  }
}

/** The page's address for sharing: this origin, the path, and a start time for the player. */
export function shareUrl(path: string, atSeconds?: number): string {
  const url = new URL(path, window.location.origin);
  if (atSeconds !== undefined && atSeconds >= 1)
    url.searchParams.set('t', String(Math.floor(atSeconds)));
  return url.toString();
}
