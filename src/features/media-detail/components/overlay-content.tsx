import { useMediaDetail } from '../api/get-media-detail';
import { DetailBody } from './detail-body';
import { DetailError } from './detail-error';
import { DetailHero } from './detail-hero';
import { DetailSkeleton } from './detail-skeleton';

interface Props {
  mediaId: number;
  /** The hover preview URL once it is known. */
  video: string | null;
  /** Given to whichever heading is showing, so the dialog always has a name. */
  titleId: string;
  onSelectSeason: (id: number) => void;
}

/** What the details overlay shows: the detail, or its skeleton, or why it is missing. */
export function OverlayContent({ mediaId, video, titleId, onSelectSeason }: Props) {
  const query = useMediaDetail(mediaId);
  if (query.data) {
    return (
      <>
        <DetailHero detail={query.data} variant="overlay" video={video} titleId={titleId} />
        <DetailBody detail={query.data} variant="overlay" onSelectSeason={onSelectSeason} />
      </>
    );
  }
  if (query.isError) {
    return (
      <DetailError
        error={query.error}
        onRetry={() => void query.refetch()}
        headingLevel={2}
        titleId={titleId}
      />
    );
  }
  return <DetailSkeleton variant="overlay" labelId={titleId} />;
}
