import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import uiStyles from '../../ui/studio-ui.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { liveQueryKey } from './live-query';
import { liveTexts } from './live-texts';
import { ObsSettings } from './obs-settings';
import styles from './live.module.css';

type Channel = StudioDataOf<'studioLiveChannel'>;
type NewKey = StudioDataOf<'studioLiveKeyRotate'>;

/**
 * The stream key: its hint, a new one (asked first when one exists: the old is refused at once),
 * shown once with copy buttons, and revoking it. The key lives in this component's state only:
 * leaving the room forgets it, as the server does.
 */
export function KeyPanel({ channel }: { channel: Channel }) {
  const queryClient = useQueryClient();
  const hasKey = channel.key_hint !== null;
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const [shown, setShown] = useState<NewKey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: liveQueryKey });
  const rotate = useMutation({
    mutationFn: () => studioCall('studioLiveKeyRotate', { params: { id: channel.id } }),
    onSuccess: async (key) => {
      setShown(key);
      setAsking(null);
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => studioCall('studioLiveKeyRevoke', { params: { id: channel.id } }),
    onSuccess: async () => {
      setShown(null);
      setAsking(null);
      await refresh();
    },
  });

  return (
    <section className={styles.keyPanel} aria-labelledby={`live-key-${channel.id}`}>
      <h3 id={`live-key-${channel.id}`}>{liveTexts.key}</h3>
      <p>{hasKey && channel.key_hint ? liveTexts.keyHint(channel.key_hint) : liveTexts.noKey}</p>
      {revoke.isSuccess && !hasKey ? <p role="status">{liveTexts.revoked}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={uiStyles.primary}
          disabled={rotate.isPending}
          onClick={() => {
            rotate.reset();
            if (hasKey) setAsking('rotate');
            else rotate.mutate();
          }}
        >
          {hasKey ? liveTexts.rotate : liveTexts.newKey}
        </button>
        {hasKey ? (
          <button
            type="button"
            className={uiStyles.danger}
            onClick={() => {
              revoke.reset();
              setAsking('revoke');
            }}
          >
            {liveTexts.revoke}
          </button>
        ) : null}
      </div>
      {!asking && rotate.isError ? (
        <p role="alert" className={styles.error}>
          {rotate.error.message}
        </p>
      ) : null}
      <ObsSettings fresh={shown} />
      {asking === 'rotate' ? (
        <ConfirmDialog
          title={liveTexts.rotateQuestion}
          text={liveTexts.rotateText}
          confirm={liveTexts.confirmRotate}
          pending={rotate.isPending}
          error={rotate.isError ? rotate.error.message : null}
          onConfirm={() => rotate.mutate()}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking === 'revoke' ? (
        <ConfirmDialog
          title={liveTexts.revokeQuestion}
          text={liveTexts.revokeText}
          confirm={liveTexts.confirmRevoke}
          pending={revoke.isPending}
          error={revoke.isError ? revoke.error.message : null}
          onConfirm={() => revoke.mutate()}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
