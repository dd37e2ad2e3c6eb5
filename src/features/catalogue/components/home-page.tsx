import { ContinueWatchingRow } from '@/features/watch';
import { useBigSlides } from '../api/get-big-slides';
import { catalogueTexts } from '../texts';
import { HeroCarousel } from './hero-carousel';
import { CategoryRows, LatestEpisodesRow, LatestMoviesRow, SeasonRow } from './home-rows';
import { LazyRow } from './lazy-row';
import { LiveSection } from './live-section';
import styles from './home-page.module.css';

/**
 * Home: only the hero waits for the route loader (it is the LCP); every row below loads after
 * first paint behind a skeleton of its own size. The hero and the rows of the first view are
 * built at once; later rows as they near the viewport (LazyRow).
 */
export function HomePage() {
  const { data: slides } = useBigSlides();
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{catalogueTexts.home.title}</h1>
      <HeroCarousel slides={slides} />
      <ContinueWatchingRow />
      {/* Right below the hero, whose size is fixed: /live's scroll target never moves. */}
      <LiveSection />
      <LatestEpisodesRow />
      <CategoryRows />
      <LazyRow title={catalogueTexts.home.latestMovies}>
        <LatestMoviesRow />
      </LazyRow>
      {/* Its heading names the season, which only its own request knows. */}
      <LazyRow title={catalogueTexts.home.seasonFallback}>
        <SeasonRow />
      </LazyRow>
    </div>
  );
}
