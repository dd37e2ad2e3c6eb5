import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioCommentWord } from '@contract/studio/endpoints/moderation-words';
import { WORD_MAX, moderationMessages } from '@contract/studio/moderation-values';
import { studioCall } from '../../api/studio-client';
import { DataTable, type TableColumn } from '../../ui/data-table';
import { FormField } from '../../ui/form-field';
import { LoadError, LoadingRows } from '../../ui/states';
import uiStyles from '../../ui/studio-ui.module.css';
import { ubMoment } from '../../ui/ub-time';
import { fieldError } from './comment-dialogs';
import { moderationKeys } from './moderation-keys';
import { moderationTexts, personLabel } from './moderation-texts';
import { RescanButton } from './rescan-button';
import { wordTexts as texts } from './word-texts';
import styles from './moderation.module.css';

const wordsKey = [...moderationKeys.all, 'words'] as const;

/**
 * The words and phrases that hold a new comment for review (decision 070): add one, remove one.
 * The server folds what is typed, so the list shows each entry as it is matched.
 */
export function WordList() {
  const queryClient = useQueryClient();
  const [word, setWord] = useState('');
  const [said, setSaid] = useState('');
  const words = useQuery({ queryKey: wordsKey, queryFn: () => studioCall('studioCommentWords') });
  const refresh = () => queryClient.invalidateQueries({ queryKey: wordsKey });
  const add = useMutation({
    mutationFn: (value: string) => studioCall('studioCommentWordAdd', { body: { word: value } }),
    onSuccess: async (answer) => {
      setWord('');
      setSaid(answer.added ? moderationMessages.wordAdded : moderationMessages.wordExists);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => studioCall('studioCommentWordRemove', { params: { id } }),
    onSuccess: async () => {
      setSaid(moderationMessages.wordRemoved);
      await refresh();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending) add.mutate(word);
  };
  const columns: TableColumn<StudioCommentWord>[] = [
    { id: 'word', label: texts.word, isRowHeader: true, render: (w) => w.word },
    {
      id: 'by',
      label: texts.addedBy,
      render: (w) => `${w.created_by ? personLabel(w.created_by) : ''} · ${ubMoment(w.created_at)}`,
    },
    {
      id: 'remove',
      label: moderationTexts.actions,
      render: (w) => (
        <button
          type="button"
          className={uiStyles.button}
          aria-label={`${texts.remove}: ${w.word}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(w.id)}
        >
          {texts.remove}
        </button>
      ),
    },
  ];
  return (
    <>
      <form className={styles.filters} onSubmit={submit}>
        <FormField
          name="word"
          label={texts.word}
          hint={texts.wordHint}
          error={fieldError(add.error, 'word')}
        >
          {(control) => (
            <input
              {...control}
              className={uiStyles.input}
              maxLength={WORD_MAX}
              value={word}
              onChange={(e) => setWord(e.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={uiStyles.primary} disabled={add.isPending}>
          {texts.add}
        </button>
      </form>
      <p role="status">{said}</p>
      <RescanButton />
      <span role="alert" className={styles.dialogError}>
        {remove.isError ? remove.error.message : ''}
      </span>
      {words.isPending ? (
        <LoadingRows />
      ) : words.isError ? (
        <LoadError error={words.error} onRetry={() => void words.refetch()} />
      ) : (
        <DataTable
          label={texts.wordList}
          columns={columns}
          rows={words.data}
          rowKey={(w) => w.id}
          emptyText={texts.noWords}
        />
      )}
    </>
  );
}
