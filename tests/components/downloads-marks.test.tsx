import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RecordStore from '@/features/downloads/engine/record-store';
import { MediaCardMark } from '@/features/downloads';
import { readRecords } from '@/features/downloads/engine/record-store';
import { EpisodeGrid } from '@/features/media-detail/components/episode-grid';
import { EpisodeList } from '@/features/watch/components/episode-list';
import { MediaCard } from '@/ui/media-card';
import { user } from './handlers/auth';
import { card, episodeGroups } from './handlers/catalogue';
import { on } from './handlers/contract';
import { renderApp } from './render-app';
import { server } from './msw-server';
import { clearDownloads, downloadRecord, seedDownloads } from './download-entry-records';

// Counts the engine store's reads, to show a page of marks shares one.
vi.mock('@/features/downloads/engine/record-store', async (importActual) => {
  const actual = await importActual<typeof RecordStore>();
  return { ...actual, readRecords: vi.fn(actual.readRecords) };
});

const SERIES = 3;
const episodes = episodeGroups(SERIES, 12).flatMap((group) => group.episodes);
const episode = (n: number) => episodes[n - 1]!;

beforeEach(async () => {
  await clearDownloads();
  vi.mocked(readRecords).mockClear();
});

const signedIn = { user: user() };

describe('"Татсан" marks', () => {
  it('marks a series card when any of its episodes is downloaded', async () => {
    await seedDownloads(downloadRecord('episode', episode(4).id, { mediaId: SERIES }));
    await renderApp(
      <>
        <MediaCard media={card(SERIES)} mark={MediaCardMark} />
        <MediaCard media={card(9)} mark={MediaCardMark} />
      </>,
      signedIn,
    );
    const marked = await screen.findByRole('link', { name: /Цуврал 3/ });
    await waitFor(() => expect(within(marked).getByText('Татсан')).toBeTruthy());
    const other = screen.getByRole('link', { name: /Цуврал 9/ });
    expect(within(other).queryByText('Татсан')).toBeNull();
  });

  it('marks a movie or theatre card only when its download is complete', async () => {
    await seedDownloads(
      downloadRecord('movie', 8),
      downloadRecord('movie', 9, { state: 'running', files: [{ path: 'a', bytes: 1 }] }),
    );
    await renderApp(
      <>
        <MediaCard media={{ ...card(8, 'Кино 8'), kind: 'movie' }} mark={MediaCardMark} />
        <MediaCard media={{ ...card(9, 'Жүжиг 9'), kind: 'theatre' }} mark={MediaCardMark} />
      </>,
      signedIn,
    );
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: /Кино 8/ })).getByText('Татсан')).toBeTruthy(),
    );
    expect(within(screen.getByRole('link', { name: /Жүжиг 9/ })).queryByText('Татсан')).toBeNull();
  });

  it("shows no mark for another user's download", async () => {
    await seedDownloads(downloadRecord('movie', 8, { userId: 7 }), downloadRecord('movie', 9));
    await renderApp(
      <>
        <MediaCard media={{ ...card(8, 'Кино 8'), kind: 'movie' }} mark={MediaCardMark} />
        <MediaCard media={{ ...card(9, 'Кино 9'), kind: 'movie' }} mark={MediaCardMark} />
      </>,
      signedIn,
    );
    // Once the viewer's own mark shows, the records have been read.
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: /Кино 9/ })).getByText('Татсан')).toBeTruthy(),
    );
    expect(within(screen.getByRole('link', { name: /Кино 8/ })).queryByText('Татсан')).toBeNull();
  });

  it('reads the records once for a whole grid of cards', async () => {
    await seedDownloads(downloadRecord('movie', 8));
    const cards = Array.from({ length: 50 }, (_, i) => ({
      ...card(i + 1),
      kind: 'movie' as const,
    }));
    await renderApp(
      <>
        {cards.map((media) => (
          <MediaCard key={media.id} media={media} mark={MediaCardMark} />
        ))}
      </>,
      signedIn,
    );
    expect(await screen.findByText('Татсан')).toBeTruthy();
    expect(screen.getAllByText('Татсан')).toHaveLength(1);
    expect(readRecords).toHaveBeenCalledTimes(1);
  });

  it('names a downloaded episode in the series grid', async () => {
    await seedDownloads(downloadRecord('episode', episode(3).id, { mediaId: SERIES }));
    await renderApp(<EpisodeGrid mediaId={SERIES} episodes={episodes} nextId={null} />, signedIn);
    const cells = within(await screen.findByTestId('episode-grid')).getAllByRole('link');
    await waitFor(() => expect(cells[2]?.getAttribute('aria-label')).toBe('3-р анги, татсан'));
    expect(cells[3]?.getAttribute('aria-label')).toBe('4-р анги');
  });

  it('marks a downloaded episode in the list beside the player', async () => {
    server.use(on('episodesOfMedia', ({ ok }) => ok(episodes)));
    await seedDownloads(downloadRecord('episode', episode(5).id, { mediaId: SERIES }));
    await renderApp(<EpisodeList mediaId={SERIES} currentId={episode(1).id} />, signedIn);
    const row = await screen.findByRole('link', { name: /5-р анги/ });
    await waitFor(() => expect(within(row).getByText('Татсан')).toBeTruthy());
    expect(within(screen.getByRole('link', { name: /6-р анги/ })).queryByText('Татсан')).toBeNull();
  });
});
