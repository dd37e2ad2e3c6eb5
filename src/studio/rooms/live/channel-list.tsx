import type { StudioDataOf } from '@contract/studio/endpoints';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

type Channel = StudioDataOf<'studioLiveChannels'>[number];

/** The channels as a list of buttons; the open one is marked for a screen reader too. */
export function ChannelList({
  channels,
  current,
  onChoose,
}: {
  channels: readonly Channel[];
  current: number | null;
  onChoose: (id: number) => void;
}) {
  return (
    <nav aria-label={liveTexts.channels}>
      <ul className={styles.channels}>
        {channels.map((channel) => (
          <li key={channel.id}>
            <button
              type="button"
              className={styles.channel}
              aria-current={channel.id === current ? 'true' : undefined}
              onClick={() => onChoose(channel.id)}
            >
              <span className={styles.channelTitle}>{channel.title}</span>
              <span className={styles.channelState} data-state={channel.state}>
                {liveTexts.state[channel.state]}
                {channel.state === 'live' ? ` · ${channel.viewers_now}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
