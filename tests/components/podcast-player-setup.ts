import { act } from '@testing-library/react';
import { clear } from 'idb-keyval';
import { beforeEach } from 'vitest';
import { resetAuthForTests } from '@/session';
import { clearQueue } from '@/features/podcast-player/podcast-queue';
import { on } from './handlers/contract';
import { server } from './msw-server';
import {
  installFakeMedia,
  installFakeMediaSession,
  podcast,
  type FakeMediaSession,
} from './podcast-player-fakes';

/**
 * What every podcast player test starts from: jsdom's <audio> and the lock screen faked, and
 * before each test an empty queue, an empty idb-keyval store, no session, and the seeded show
 * answered. Call once at the top of a test file; it answers the fake lock screen.
 */
export function setUpPodcastPlayer(): FakeMediaSession {
  installFakeMedia();
  const session = installFakeMediaSession();
  beforeEach(async () => {
    act(() => clearQueue());
    await clear();
    resetAuthForTests();
    server.use(on('podcastDetail', () => ({ status: true, data: podcast })));
  });
  return session;
}
