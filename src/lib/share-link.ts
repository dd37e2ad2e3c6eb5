import { copyText, type CopyOutcome } from '@/lib/copy-text';
import { formatClock } from '@/lib/format-clock';
import { texts } from '@/lib/texts';

export type ShareOutcome = CopyOutcome | 'shared' | 'cancelled';

export interface ShareTarget {
  title: string;
  /** An in-app path such as /series/detail/12. */
  path: string;
  /** Whole seconds a link from the player starts at; links start at the beginning without it. */
  at?: number | undefined;
}

/** The absolute link a share sends: the player's moment rides in `?t=` (seconds). */
export function shareUrl({ path, at }: ShareTarget, origin = window.location.origin): string {
  const url = new URL(path, origin);
  if (at !== undefined && at > 0) url.searchParams.set('t', String(Math.floor(at)));
  return url.href;
}

/**
 * The phone's share sheet where the browser has one (Web Share API), otherwise the link goes on
 * the clipboard with a toast. Closing the share sheet is the viewer's choice, not an error: no
 * toast. A share sheet that refuses (no user activation, a policy) falls back to copying.
 */
export async function shareLink(target: ShareTarget): Promise<ShareOutcome> {
  const url = shareUrl(target);
  const at = target.at !== undefined && target.at > 0 ? Math.floor(target.at) : undefined;
  const title =
    at === undefined ? target.title : texts.share.fromTime(target.title, formatClock(at));
  const data: ShareData = { title, text: title, url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(url, texts.share.copied)).outcome;
}
