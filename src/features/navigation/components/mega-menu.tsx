import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { ChevronRightIcon } from '@/ui/icons';
import { navigationTexts } from '../texts';
import styles from './mega-menu.module.css';

const loadPanel = () => import('./mega-menu-panel');
// react-aria's tabs live in the panel's own chunk: the header pays for them only when used.
const MegaMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MegaMenuPanel })));

/**
 * The header's content menu, a disclosure: the button toggles a panel of category tabs. It closes
 * on Escape (focus back on the button), on a click outside and on any navigation.
 */
export function MegaMenu({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const router = useRouter();

  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const preload = () => void loadPanel().catch(() => undefined);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {navigationTexts.megaMenu.trigger}
        <ChevronRightIcon width={14} height={14} className={styles.chevron} data-open={open} />
      </button>
      {open ? (
        <Suspense fallback={<div id={panelId} className={styles.fallback} aria-busy="true" />}>
          <MegaMenuPanel id={panelId} onNavigate={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
