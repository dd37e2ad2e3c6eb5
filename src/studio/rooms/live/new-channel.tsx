import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { SaveBar } from '../../ui/save-bar';
import uiStyles from '../../ui/studio-ui.module.css';
import { ChannelFields } from './channel-fields';
import { liveQueryKey } from './live-query';
import { liveTexts } from './live-texts';
import styles from './live.module.css';

type Made = (id: number) => void;

/** A live title of the catalogue that is not a channel yet (the seed's, an older catalogue's). */
function Candidates({ onMade }: { onMade: Made }) {
  const queryClient = useQueryClient();
  const candidates = useQuery({
    queryKey: [...liveQueryKey, 'candidates'],
    queryFn: () => studioCall('studioLiveCandidates'),
  });
  const make = useMutation({
    mutationFn: (id: number) => studioCall('studioLiveChannelCreate', { body: { media_id: id } }),
    onSuccess: async (channel) => {
      await queryClient.invalidateQueries({ queryKey: liveQueryKey });
      onMade(channel.id);
    },
  });
  const rows = candidates.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section className={styles.candidates} aria-labelledby="live-candidates">
      <h3 id="live-candidates">{liveTexts.candidates}</h3>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            <span>{row.title}</span>
            <button
              type="button"
              className={uiStyles.button}
              disabled={make.isPending}
              aria-label={`${row.title}: ${liveTexts.makeChannel}`}
              onClick={() => make.mutate(row.id)}
            >
              {liveTexts.makeChannel}
            </button>
          </li>
        ))}
      </ul>
      {make.isError ? (
        <p role="alert" className={styles.error}>
          {make.error.message}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A new channel by its name, free for every signed-in viewer or for viewers with paid days
 * (decided on the server, as for an episode); it is on the site at once and off air until an
 * encoder pushes with the key made next.
 */
export function NewChannel({ onMade }: { onMade: Made }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [isFree, setIsFree] = useState(true);
  const create = useMutation({
    mutationFn: () => studioCall('studioLiveChannelCreate', { body: { title, is_free: isFree } }),
    onSuccess: async (channel) => {
      setTitle('');
      await queryClient.invalidateQueries({ queryKey: liveQueryKey });
      onMade(channel.id);
    },
  });
  const refused = isStudioError(create.error) ? create.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <div className={styles.newChannel}>
      <form onSubmit={submit} aria-labelledby="live-new-channel" noValidate>
        <h3 id="live-new-channel">{liveTexts.newChannel}</h3>
        <ChannelFields
          title={title}
          isFree={isFree}
          onTitle={setTitle}
          onFree={setIsFree}
          titleError={refused?.field('title')}
        />
        <SaveBar
          busy={create.isPending}
          label={liveTexts.create}
          status={create.isError ? { kind: 'error', text: create.error.message } : null}
        />
      </form>
      <Candidates onMade={onMade} />
    </div>
  );
}
