import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { studioCall } from '../../api/studio-client';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueKeys } from './catalogue-keys';
import { clockText } from './clock-text';
import { markerTexts as texts } from './marker-texts';
import styles from './timeline.module.css';

interface Props {
  titleId: number;
  episodeId: number;
  /** Puts the suggestion into the form's intro; the editor's save confirms it. */
  onUse: (startSec: number, endSec: number) => void;
}

/**
 * The season's intro suggestion for this episode (decision 066): asks for the comparison, follows
 * it while it runs, and offers its result. Never applied by itself: "use" fills the form only.
 */
export function IntroSuggestionPanel({ titleId, episodeId, onUse }: Props) {
  const queryClient = useQueryClient();
  const [used, setUsed] = useState(false);
  const suggestions = useQuery({
    queryKey: catalogueKeys.introSuggestions(titleId),
    queryFn: () => studioCall('studioIntroSuggestions', { params: { id: titleId } }),
    refetchInterval: (query) => {
      const run = query.state.data?.run;
      return run === 'queued' || run === 'running' ? 1000 : false;
    },
  });
  const ask = useMutation({
    mutationFn: () => studioCall('studioIntroSuggest', { params: { id: titleId } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: catalogueKeys.introSuggestions(titleId) }),
  });
  const data = suggestions.data;
  const busy = data?.run === 'queued' || data?.run === 'running';
  const mine = data?.suggestions.find((s) => s.episode_id === episodeId);
  const status = ask.isError
    ? ask.error.message
    : busy
      ? texts.asking
      : data?.run === 'failed'
        ? texts.failed
        : used
          ? texts.useThenSave
          : '';
  return (
    <div className={styles.suggestion}>
      {mine && mine.start_sec !== null && mine.end_sec !== null ? (
        <p>
          {texts.suggested(clockText(mine.start_sec), clockText(mine.end_sec))}{' '}
          <button
            type="button"
            className={uiStyles.button}
            onClick={() => {
              onUse(mine.start_sec ?? 0, mine.end_sec ?? 0);
              setUsed(true);
            }}
          >
            {texts.useSuggestion}
          </button>
        </p>
      ) : mine ? (
        <p className={styles.muted}>{texts.noneFound}</p>
      ) : null}
      <button
        type="button"
        className={uiStyles.button}
        disabled={busy || ask.isPending}
        onClick={() => ask.mutate()}
      >
        {texts.ask}
      </button>
      <p role="status" className={styles.muted}>
        {status}
      </p>
    </div>
  );
}
