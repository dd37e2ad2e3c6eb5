import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { studioCall } from '../../api/studio-client';
import { navigate, studioHref } from '../../app/location';
import { DeleteDialog, deleteTexts } from '../../ui/delete-dialog';
import uiStyles from '../../ui/studio-ui.module.css';
import { catalogueKeys } from './catalogue-keys';

type Episode = StudioDataOf<'studioEpisode'>;

/** The episode's delete (decision 076): asks why, then returns to its series. */
export function EpisodeDelete({ episode }: { episode: Episode }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={uiStyles.danger} onClick={() => setAsking(true)}>
        {deleteTexts.remove}
      </button>
      {asking ? (
        <DeleteDialog
          name={`${episode.number}. ${episode.title}`}
          text={deleteTexts.goes}
          remove={(reason) =>
            studioCall('studioEpisodeDelete', {
              params: { id: episode.id },
              body: { version: episode.version, reason },
            })
          }
          onDone={() => {
            void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
            navigate(studioHref(`catalogue/titles/${episode.title_id}`));
          }}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
