import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { studioCall } from '../../api/studio-client';
import { formatMoment } from '../../ui/format-moment';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { ChannelSettings } from './channel-settings';
import { ConfirmDialog } from './confirm-dialog';
import { KeyPanel } from './key-panel';
import { LIVE_REFRESH_MS, liveQueryKey } from './live-query';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

/** One channel: its state (announced when it changes), viewers, last refusal, key, the end. */
export function ChannelPanel({ channelId }: { channelId: number }) {
  const queryClient = useQueryClient();
  const channel = useQuery({
    queryKey: [...liveQueryKey, 'channel', channelId],
    queryFn: () => studioCall('studioLiveChannel', { params: { id: channelId } }),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const [ending, setEnding] = useState(false);
  const end = useMutation({
    mutationFn: () => studioCall('studioLiveEnd', { params: { id: channelId } }),
    onSuccess: async () => {
      setEnding(false);
      await queryClient.invalidateQueries({ queryKey: liveQueryKey });
    },
  });

  if (channel.isPending) return <LoadingRows rows={3} />;
  if (channel.isError) {
    return <LoadError error={channel.error} onRetry={() => void channel.refetch()} />;
  }
  const c = channel.data;
  const onAir = c.state !== 'idle';
  return (
    <section className={styles.panel} aria-labelledby={`live-channel-${c.id}`}>
      <h2 id={`live-channel-${c.id}`} className={styles.panelTitle}>
        {c.title}
      </h2>
      {/* A polite live region: a screen reader hears the state when the feed starts or drops. */}
      <p role="status" className={styles.state} data-state={c.state}>
        {liveTexts.state[c.state]}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{liveTexts.access}</dt>
          <dd>{c.is_free ? liveTexts.freeChannel : liveTexts.paidChannel}</dd>
        </div>
        <div>
          <dt>{liveTexts.viewersNow}</dt>
          <dd>{c.viewers_now}</dd>
        </div>
        <div>
          <dt>{liveTexts.viewersPeak}</dt>
          <dd>{c.peak_viewers}</dd>
        </div>
        <div>
          <dt>{liveTexts.lastRefusal}</dt>
          <dd>
            {c.last_refusal
              ? `${c.last_refusal.text} (${formatMoment(c.last_refusal.at)})`
              : liveTexts.noRefusal}
          </dd>
        </div>
      </dl>
      {end.isSuccess ? (
        <p role="status" className={styles.note}>
          {liveTexts.ended}
        </p>
      ) : null}
      <button
        type="button"
        className={uiStyles.danger}
        disabled={!onAir}
        onClick={() => {
          end.reset();
          setEnding(true);
        }}
      >
        {liveTexts.end}
      </button>
      <KeyPanel channel={c} />
      <ChannelSettings channel={c} />
      {ending ? (
        <ConfirmDialog
          title={liveTexts.endQuestion}
          text={liveTexts.endText}
          confirm={liveTexts.confirmEnd}
          pending={end.isPending}
          error={end.isError ? end.error.message : null}
          onConfirm={() => end.mutate()}
          onClose={() => setEnding(false)}
        />
      ) : null}
    </section>
  );
}
