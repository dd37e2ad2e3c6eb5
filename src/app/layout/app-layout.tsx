import type { ReactNode } from 'react';
import { texts } from '@/lib/texts';
import { ChunkError } from '../errors/chunk-error';
import { useChunkWatchdog } from '../errors/use-chunk-watchdog';
import { PodcastPlayerHost } from '@/features/podcast-player';
import { ConnectionStatus } from '../pwa/connection-status';
import { InstallPrompt } from '../pwa/install-prompt';
import { UpdatePrompt } from '../pwa/update-prompt';
import { useDownloadsKeeper } from '../pwa/use-downloads-keeper';
import { ToastRegion } from '../toasts/toast-region';
import { BottomMenu } from './bottom-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './app-layout.module.css';

export function AppLayout({ children }: { children: ReactNode }) {
  const chunkFailed = useChunkWatchdog();
  useDownloadsKeeper();
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
      <PodcastPlayerHost />
      <ConnectionStatus />
      <InstallPrompt />
      <ToastRegion />
      <UpdatePrompt />
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
