import { useCallback } from 'react';
import type { MediaDetail } from '@contract/entities';
import { useKeptWrites } from '@/lib/outbox-status';

export type MediaToggle = 'like' | 'later' | 'notify';

export interface MarkChange {
  action: MediaToggle;
  on: boolean;
}

/** The detail with one mark set; the like count moves only when the like itself changes. */
export function withMark(detail: MediaDetail, { action, on }: MarkChange): MediaDetail {
  if (action !== 'like') return detail[action] === on ? detail : { ...detail, [action]: on };
  const was = detail.liked === 1;
  if (on === was) return detail;
  return {
    ...detail,
    liked: on ? 1 : null,
    like_count: Math.max(0, detail.like_count + (on ? 1 : -1)),
  };
}

const isToggle = (action: string | undefined): action is MediaToggle =>
  action === 'like' || action === 'later' || action === 'notify';

/**
 * The viewer's marks still waiting in the outbox, laid over a media's detail: a copy read before
 * them (the worker's, on an offline reload) still shows the like pressed and the marks set.
 */
export function useKeptMarks(mediaId: number): (detail: MediaDetail) => MediaDetail {
  const kept = useKeptWrites('mediaStatus');
  return useCallback(
    (detail: MediaDetail) =>
      kept.reduce((current, { params }) => {
        if (Number(params.mediaId) !== mediaId || !isToggle(params.action)) return current;
        return withMark(current, { action: params.action, on: params.value === '1' });
      }, detail),
    [kept, mediaId],
  );
}
