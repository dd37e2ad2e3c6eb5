import { useEffect, useState } from 'react';
import { inBrowser } from '@/lib/in-browser';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'btv.install.dismissed';

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iOS Safari has no install prompt; people add the app from the share sheet instead. */
function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  return /iphone|ipad|ipod/i.test(ua) && /safari/i.test(ua) && !/crios|fxios/i.test(ua);
}

export type InstallOffer = { kind: 'prompt'; install: () => Promise<void> } | { kind: 'ios-hint' };

export function useInstallOffer(): { offer: InstallOffer | null; dismiss: () => void } {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [dismissed, setDismissed] = useState(
    () => !inBrowser() || localStorage.getItem(DISMISSED_KEY) === '1',
  );
  const [installed, setInstalled] = useState(() => inBrowser() && isStandalone());

  useEffect(() => {
    const onPrompt = (e: Event) => {
      // Keep Chromium's mini-infobar away; we offer the install in our own words.
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };

  if (installed || dismissed) return { offer: null, dismiss };
  if (event) {
    return {
      offer: {
        kind: 'prompt',
        install: async () => {
          await event.prompt();
          const choice = await event.userChoice;
          setEvent(null);
          if (choice.outcome === 'accepted') setInstalled(true);
        },
      },
      dismiss,
    };
  }
  return { offer: isIosSafari() ? { kind: 'ios-hint' } : null, dismiss };
}
