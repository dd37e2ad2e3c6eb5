import type { RoomPageProps } from '../room';
import { EpisodeEditor } from './episode-editor';
import { NewTitle } from './new-title';
import { TitleEditor } from './title-editor';
import { TitleList } from './title-list';

/**
 * The catalogue room's pages by the path under /studio/catalogue: the list, a new title, one
 * title (with its episodes), one episode.
 */
export default function CataloguePage({ rest }: RoomPageProps) {
  if (rest === 'new') return <NewTitle />;
  const title = /^titles\/(\d+)$/.exec(rest);
  if (title) return <TitleEditor key={title[1]} id={Number(title[1])} />;
  const episode = /^episodes\/(\d+)$/.exec(rest);
  if (episode) return <EpisodeEditor key={episode[1]} id={Number(episode[1])} />;
  return <TitleList />;
}
