import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { navigate, studioHref } from '../../app/location';
import uiStyles from '../../ui/studio-ui.module.css';
import { ConfirmDelete } from './confirm-delete';
import { readingKeys } from './reading-keys';
import { readingTexts as texts } from './reading-texts';

interface Props {
  /** The question's text: what goes. */
  text: string;
  remove: () => Promise<unknown>;
  /** The list to return to once it is gone. */
  list: string;
}

/** An editor's delete: asks first, then refreshes the reading lists and returns to `list`. */
export function RemoveButton({ text, remove, list }: Props) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div className={uiStyles.actions}>
        <button type="button" className={uiStyles.danger} onClick={() => setAsking(true)}>
          {texts.remove}
        </button>
      </div>
      {asking ? (
        <ConfirmDelete
          text={text}
          remove={remove}
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: readingKeys.all });
            navigate(studioHref(list));
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
