import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationMessages } from '@contract/studio/moderation-values';
import { studioCall } from '../../api/studio-client';
import uiStyles from '../../ui/studio-ui.module.css';
import { moderationKeys } from './moderation-keys';
import { wordTexts as texts } from './word-texts';
import styles from './moderation.module.css';

/**
 * Reads existing comments against the list, one bounded batch a press (decision 070), and says
 * how many it held; when more remain, the next press continues below where this one stopped.
 */
export function RescanButton() {
  const queryClient = useQueryClient();
  const [next, setNext] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const rescan = useMutation({
    mutationFn: (before: number | null) =>
      studioCall('studioCommentWordRescan', { body: before === null ? {} : { before } }),
    onSuccess: async (answer) => {
      setNext(answer.next);
      setSaid(moderationMessages.rescanned(answer.scanned, answer.held));
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
  return (
    <div className={styles.filters}>
      <p className={styles.muted}>{texts.rescanHint}</p>
      <button
        type="button"
        className={uiStyles.button}
        disabled={rescan.isPending}
        onClick={() => rescan.mutate(next)}
      >
        {next === null ? texts.rescan : texts.rescanMore}
      </button>
      <p role="status">{said}</p>
      <span role="alert" className={styles.dialogError}>
        {rescan.isError ? rescan.error.message : ''}
      </span>
    </div>
  );
}
