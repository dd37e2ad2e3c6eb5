import { Fragment, useDeferredValue } from 'react';
import { Link } from '@tanstack/react-router';
import { MediaCardMark } from '@/features/downloads';
import { texts } from '@/lib/texts';
import { CardSkeleton } from '@/ui/card-skeleton';
import { MediaCard } from '@/ui/media-card';
import { LoadError } from '@/ui/status-view';
import { useQuery } from '@tanstack/react-query';
import { currentSeasonQueryOptions, useCurrentSeason } from '../api/get-current-season';
import { useHomeCategories } from '../api/get-home-categories';
import { latestEpisodesQueryOptions } from '../api/get-latest-episodes';
import { useLatestMovies } from '../api/get-latest-movies';
import { useSlideSet, type SlideSetNo } from '../api/get-slide-set';
import { catalogueTexts } from '../texts';
import { AsyncRow } from './async-row';
import { SeriesLink, TheatreLink } from './catalogue-links';
import { EpisodeCard } from './episode-card';
import { LazyRow } from './lazy-row';
import { MediaRow, MediaRowItem, RowHead, RowTrack } from './media-row';
import { SlideCard } from './slide-card';
import rowStyles from './media-row.module.css';

const SLIDE_SETS: SlideSetNo[] = [2, 3, 4, 5];
/** A slide set follows every second category row. */
const ROWS_PER_SLIDE_SET = 2;

export function LatestEpisodesRow() {
  const episodes = useQuery({ ...latestEpisodesQueryOptions(), select: (page) => page.data });
  return (
    <AsyncRow
      title={catalogueTexts.home.latestEpisodes}
      query={episodes}
      wide
      more={<Link to="/episode/new">{texts.home.seeAll}</Link>}
    >
      {(items) =>
        items.map((episode, i) => (
          <MediaRowItem key={episode.id}>
            <EpisodeCard episode={episode} eager={i < 2} />
          </MediaRowItem>
        ))
      }
    </AsyncRow>
  );
}

export function SlideSetRow({ set }: { set: SlideSetNo }) {
  const query = useSlideSet(set);
  return (
    <AsyncRow title={catalogueTexts.home.slideSets[set]} query={query} wide>
      {(slides) =>
        slides.map((slide) => (
          <MediaRowItem key={slide.id}>
            <SlideCard slide={slide} />
          </MediaRowItem>
        ))
      }
    </AsyncRow>
  );
}

function LazySlideSetRow({ set }: { set: SlideSetNo }) {
  return (
    <LazyRow title={catalogueTexts.home.slideSets[set]} wide>
      <SlideSetRow set={set} />
    </LazyRow>
  );
}

function CategoryRowsSkeleton() {
  return (
    <>
      {[0, 1].map((row) => (
        <section key={row} className={rowStyles.row} aria-busy="true" aria-hidden="true">
          <RowTrack>
            {Array.from({ length: 8 }, (_, i) => (
              <CardSkeleton key={i} />
            ))}
          </RowTrack>
        </section>
      ))}
    </>
  );
}

/** How many category rows are built with the first view; the rest as they near the viewport. */
const EAGER_CATEGORY_ROWS = 1;

/** Category rows from `media/home/cat`, with slide sets 2-5 between them. */
export function CategoryRows() {
  const query = useHomeCategories();
  // Built in a transition that yields to the browser, not in the store update's one go (AsyncRow).
  const categories = useDeferredValue(query.data);
  if (query.isPending || (query.isSuccess && categories === undefined)) {
    return <CategoryRowsSkeleton />;
  }
  if (query.isError) {
    return (
      <section className={rowStyles.row} aria-label={catalogueTexts.listing.allContent}>
        <RowHead title={catalogueTexts.listing.allContent} />
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  const rows = (categories ?? query.data).filter((category) => category.media.length > 0);
  const setAfter = (i: number) =>
    (i + 1) % ROWS_PER_SLIDE_SET === 0 ? SLIDE_SETS[(i + 1) / ROWS_PER_SLIDE_SET - 1] : undefined;
  const leftover = SLIDE_SETS.slice(Math.floor(rows.length / ROWS_PER_SLIDE_SET));
  return (
    <>
      {rows.map((category, i) => {
        const set = setAfter(i);
        return (
          <Fragment key={category.id}>
            <LazyRow title={category.title} eager={i < EAGER_CATEGORY_ROWS}>
              <MediaRow
                title={category.title}
                more={
                  <SeriesLink filters={{ cat: category.id }} title={category.title}>
                    {texts.home.seeAll}
                  </SeriesLink>
                }
              >
                {category.media.map((media) => (
                  <MediaRowItem key={media.id}>
                    <MediaCard media={media} mark={MediaCardMark} />
                  </MediaRowItem>
                ))}
              </MediaRow>
            </LazyRow>
            {set ? <LazySlideSetRow set={set} /> : null}
          </Fragment>
        );
      })}
      {leftover.map((set) => (
        <LazySlideSetRow key={set} set={set} />
      ))}
    </>
  );
}

export function LatestMoviesRow() {
  const query = useLatestMovies();
  return (
    <AsyncRow
      title={catalogueTexts.home.latestMovies}
      query={query}
      more={<TheatreLink filters={{ sort: 'new' }}>{texts.home.seeAll}</TheatreLink>}
    >
      {(items) =>
        items.map((media) => (
          <MediaRowItem key={media.id}>
            <MediaCard media={media} mark={MediaCardMark} />
          </MediaRowItem>
        ))
      }
    </AsyncRow>
  );
}

export function SeasonRow() {
  const query = useCurrentSeason();
  const media = useQuery({ ...currentSeasonQueryOptions(), select: (data) => data.media });
  const season = query.data?.season ?? null;
  const title = season
    ? catalogueTexts.home.season(season.title)
    : catalogueTexts.home.seasonFallback;
  return (
    <AsyncRow
      title={title}
      query={media}
      more={
        season ? (
          <SeriesLink filters={{ season: season.id }}>{texts.home.seeAll}</SeriesLink>
        ) : undefined
      }
    >
      {(items) =>
        items.map((item) => (
          <MediaRowItem key={item.id}>
            <MediaCard media={item} mark={MediaCardMark} />
          </MediaRowItem>
        ))
      }
    </AsyncRow>
  );
}
