import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../../contract/entities';
import { continueHref } from '../../src/lib/continue-href';

type Kind = HistoryItem['media']['kind'];

const entry = (kind: Kind, episodeId: number | null): Pick<HistoryItem, 'media' | 'episode'> => ({
  media: { id: 7, kind } as HistoryItem['media'],
  episode: episodeId === null ? null : { id: episodeId, number: 3, title: '', image: null },
});

describe('continueHref', () => {
  it('continues a series at its episode', () => {
    expect(continueHref(entry('series', 42))).toBe('/watch/7/42');
  });

  it('opens the detail page of a series entry with no episode, not a movie player', () => {
    expect(continueHref(entry('series', null))).toBe('/series/detail/7');
  });

  it('sends theatre titles to the theatre watch page and films to the movie stream', () => {
    expect(continueHref(entry('theatre', null))).toBe('/theatre/watch/7');
    expect(continueHref(entry('movie', null))).toBe('/movie/stream/7');
    // An episode on a non-series entry does not make it one.
    expect(continueHref(entry('movie', 42))).toBe('/movie/stream/7');
    expect(continueHref(entry('theatre', 42))).toBe('/theatre/watch/7');
  });

  it('sends live to /live', () => {
    expect(continueHref(entry('live', null))).toBe('/live');
  });
});
