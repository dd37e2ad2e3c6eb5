import { useBigSlides } from '../api/get-big-slides';
import { useHomeCategories } from '../api/get-home-categories';
import { HeroCarousel } from './hero-carousel';
import { MediaCard } from './media-card';
import { MediaRow, MediaRowItem } from './media-row';
import styles from './home-page.module.css';

export function HomePage() {
  const { data: slides } = useBigSlides();
  const { data: categories } = useHomeCategories();
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">BTV</h1>
      <HeroCarousel slides={slides} />
      {categories
        .filter((category) => category.media.length > 0)
        .map((category, i) => (
          <MediaRow
            key={category.id}
            title={category.title}
            moreHref={`/series/${category.id}/all/all/all`}
          >
            {category.media.map((media, j) => (
              <MediaRowItem key={media.id}>
                <MediaCard media={media} eager={i === 0 && j < 4} />
              </MediaRowItem>
            ))}
          </MediaRow>
        ))}
    </div>
  );
}
