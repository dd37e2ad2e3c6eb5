import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { studioCall } from '../../api/studio-client';
import { RoomHeading } from '../../ui/room-heading';
import { EmptyState, LoadError, LoadingRows } from '../../ui/states';
import { ChannelList } from './channel-list';
import { ChannelPanel } from './channel-panel';
import { LIVE_REFRESH_MS, liveQueryKey } from './live-query';
import { NewChannel } from './new-channel';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

/**
 * Editors: the live channels, each one's key, state and viewers, and ending a broadcast; below
 * them, a new channel (or a live title of the catalogue made one).
 */
export default function LivePage() {
  const channels = useQuery({
    queryKey: [...liveQueryKey, 'channels'],
    queryFn: () => studioCall('studioLiveChannels'),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const list = channels.data ?? [];
  const current = list.find((c) => c.id === chosen) ?? list[0] ?? null;
  return (
    <>
      <RoomHeading title={liveTexts.title} />
      {channels.isPending ? (
        <LoadingRows />
      ) : channels.isError ? (
        <LoadError error={channels.error} onRetry={() => void channels.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={liveTexts.noChannels} text={liveTexts.noChannelsText} />
      ) : (
        <div className={styles.layout}>
          <ChannelList
            channels={list}
            current={current?.id ?? null}
            onChoose={(id) => setChosen(id)}
          />
          {current ? <ChannelPanel key={current.id} channelId={current.id} /> : null}
        </div>
      )}
      {channels.isSuccess ? <NewChannel onMade={(id) => setChosen(id)} /> : null}
    </>
  );
}
