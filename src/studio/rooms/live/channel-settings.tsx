import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { SaveBar } from '../../ui/save-bar';
import { ChannelFields } from './channel-fields';
import { liveQueryKey } from './live-query';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

type Channel = StudioDataOf<'studioLiveChannel'>;

/**
 * The channel's name and who may watch it. The save names the version it read; when another
 * editor saved first the room reloads the channel (this form keeps the editor's own values).
 */
export function ChannelSettings({ channel }: { channel: Channel }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(channel.title);
  const [isFree, setIsFree] = useState(channel.is_free);
  const save = useMutation({
    mutationFn: () =>
      studioCall('studioLiveChannelUpdate', {
        params: { id: channel.id },
        body: { title, is_free: isFree, version: channel.version },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueryKey }),
  });
  const refused = isStudioError(save.error) ? save.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const status = save.isError
    ? { kind: 'error' as const, text: save.error.message }
    : save.isSuccess
      ? { kind: 'ok' as const, text: liveTexts.settingsSaved }
      : null;
  return (
    <form
      className={styles.settings}
      onSubmit={submit}
      aria-labelledby={`live-settings-${channel.id}`}
      noValidate
    >
      <h3 id={`live-settings-${channel.id}`}>{liveTexts.settings}</h3>
      <ChannelFields
        title={title}
        isFree={isFree}
        onTitle={setTitle}
        onFree={setIsFree}
        titleError={refused?.field('title')}
      />
      <SaveBar busy={save.isPending} status={status} />
    </form>
  );
}
