import { useEffect, useState } from 'react';
import type { Slide } from '@contract/entities';
import { useLinkIsPoor } from '@/lib/link-is-poor';
import { texts } from '@/lib/texts';
import { whenIdle } from '@/lib/when-idle';
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '@/ui/icons';
import { catalogueTexts } from '../texts';
import { DetailLink, detailOfLink } from './catalogue-links';
import { OverlayLink } from '@/ui/overlay-link';
import { imageSources } from '@/ui/image-sources';
import styles from './hero-carousel.module.css';

const AUTO_ADVANCE_MS = 7000;

/** "Watch" goes to the detail page the slide names; "Details" opens the overlay over home. */
function SlideActions({ slide }: { slide: Slide }) {
  const detail = detailOfLink(slide.link);
  const watch = (
    <>
      <PlayIcon width={20} height={20} />
      {texts.home.watch}
    </>
  );
  return (
    <div className={styles.actions}>
      {detail ? (
        <DetailLink kind={detail.kind} id={detail.id} className={styles.cta}>
          {watch}
        </DetailLink>
      ) : slide.link ? (
        <a href={slide.link} className={styles.cta}>
          {watch}
        </a>
      ) : null}
      {slide.media_id !== null ? (
        <OverlayLink mediaId={slide.media_id} className={styles.secondary}>
          {catalogueTexts.card.details}
        </OverlayLink>
      ) : null}
    </div>
  );
}

/**
 * The home hero (WAI-ARIA carousel pattern): advances on its own unless the user hovers, focuses
 * it or prefers reduced motion, or the link is poor (each slide is a large image: decision 050);
 * hidden slides are inert so Tab only reaches the visible one.
 *
 * A slide's picture is asked for when it is shown, and the next one's once the page is idle after
 * that, so a turn finds it drawn. The hidden slides sit beside the first, close enough that the
 * browser's lazy loading fetched and decoded all of them while the first view loaded.
 */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // The slides that have their picture, kept once they have it (the server's: the first only).
  const [pictured, setPictured] = useState<ReadonlySet<number>>(() => new Set([0]));
  const poorLink = useLinkIsPoor();
  const count = slides.length;

  if (!pictured.has(index)) setPictured(new Set(pictured).add(index));

  // On a poor link the hero does not turn: a slide's picture waits until a tap shows it.
  useEffect(() => {
    if (poorLink || count < 2) return;
    const next = (index + 1) % count;
    return whenIdle(() => setPictured((had) => (had.has(next) ? had : new Set(had).add(next))));
  }, [poorLink, index, count]);

  useEffect(() => {
    if (paused || poorLink || count < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, poorLink, count]);

  if (count === 0) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={texts.home.heroLabel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* No style at the first slide: a server-rendered style attribute breaks the CSP. */}
      <div
        className={styles.track}
        style={index === 0 ? undefined : { transform: `translateX(-${index * 100}%)` }}
      >
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={texts.home.slideOf(i + 1, count)}
              aria-hidden={!active}
              inert={!active}
            >
              {slide.image && pictured.has(i) ? (
                <img
                  {...imageSources(slide.image, '100vw')}
                  alt=""
                  className={styles.image}
                  width={1280}
                  height={720}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  // Off the main thread, the first too: decoded in the frame that paints it, a
                  // 640 px WebP took 11-15 ms of that frame here (over 50 ms at a phone's 4x).
                  decoding="async"
                />
              ) : null}
              <div className={styles.copy}>
                <h2 className={styles.title}>{slide.title}</h2>
                {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
                <SlideActions slide={slide} />
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(-1)}
            aria-label={texts.home.previousSlide}
          >
            <ChevronLeftIcon />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={texts.home.slideOf(i + 1, count)}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => go(1)}
            aria-label={texts.home.nextSlide}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
}
