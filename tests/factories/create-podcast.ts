import { podcastRow, podcastTrackRow } from '../../server/db/rows';
import { nextNumber } from './target';
import type { FactoryTarget } from './target';

export interface PodcastOptions {
  title?: string;
  creator?: string;
  /** Epoch ms; the app's now by default. */
  createdAt?: number;
}

/** A podcast show with no tracks. Returns its id. */
export async function createPodcast(t: FactoryTarget, o: PodcastOptions = {}): Promise<number> {
  const n = nextNumber();
  const { id } = await t.db
    .insertInto('podcasts')
    .values(
      podcastRow({
        title: o.title ?? `Туршилтын подкаст ${n}`,
        creator: o.creator ?? 'Туршилтын хөтлөгч',
        createdAt: o.createdAt ?? t.clock.now(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface PodcastTrackOptions {
  podcastId: number;
  title?: string;
  /** Default: the first of the sample audio files the demo's podcasts play. */
  audio?: string;
  image?: string | null;
  durationSec?: number;
}

/** One episode of a podcast, numbered after the show's last; returns its id. */
export async function createPodcastTrack(
  t: FactoryTarget,
  o: PodcastTrackOptions,
): Promise<number> {
  const last = await t.db
    .selectFrom('podcast_tracks')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('podcast_id', '=', o.podcastId)
    .executeTakeFirst();
  const number = Number(last?.n ?? 0) + 1;
  const { id } = await t.db
    .insertInto('podcast_tracks')
    .values(
      podcastTrackRow({
        podcastId: o.podcastId,
        number,
        title: o.title ?? `#${number} Туршилтын дугаар ${nextNumber()}`,
        creator: 'Туршилтын хөтлөгч',
        audio: o.audio ?? '/media/podcast/ep1.m4a',
        image: o.image,
        durationSec: o.durationSec ?? 1800,
        publishedAt: t.clock.now(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
