import { lazy, Suspense, type ReactNode } from 'react';
import { texts } from '@/lib/texts';
import { ChunkError } from '../errors/chunk-error';
import { useChunkWatchdog } from '../errors/use-chunk-watchdog';
import { ConnectionStatus } from '../pwa/connection-status';
import { InstallPrompt } from '../pwa/install-prompt';
import { useDownloadsKeeper } from '../pwa/use-downloads-keeper';
import { ToastRegion } from '../toasts/toast-region';
import { BottomMenu } from './bottom-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useAfterIdle } from './use-after-idle';
import styles from './app-layout.module.css';

// Nothing to show at first: they arrive when the browser is idle. A waiting update is replayed
// to a late listener (sw-bridge), and the podcast host restores a queue set before it came.
const PodcastPlayerHost = lazy(() =>
  import('@/features/podcast-player').then((m) => ({ default: m.PodcastPlayerHost })),
);
const UpdatePrompt = lazy(() =>
  import('../pwa/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);

export function AppLayout({ children }: { children: ReactNode }) {
  const chunkFailed = useChunkWatchdog();
  useDownloadsKeeper();
  const idle = useAfterIdle();
  // Mounted together, the two took one task of about 60 ms on a phone at 4x CPU.
  const idleAgain = useAfterIdle(idle);
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {texts.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {chunkFailed ? <ChunkError /> : children}
      </main>
      <SiteFooter />
      <BottomMenu />
      {idle ? (
        <Suspense fallback={null}>
          <PodcastPlayerHost />
        </Suspense>
      ) : null}
      <ConnectionStatus />
      <InstallPrompt />
      <ToastRegion />
      {idleAgain ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </div>
  );
}

/** docs/product.md §2: /policy renders without header, sidebar or footer. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <main id="main" className={styles.bare}>
        {children}
      </main>
      <ToastRegion />
    </div>
  );
}
