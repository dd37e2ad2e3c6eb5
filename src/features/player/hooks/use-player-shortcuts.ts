import { useEffect, useRef } from 'react';

export interface ShortcutHandlers {
  toggle: () => void;
  seekBy: (delta: number) => void;
  volumeBy: (delta: number) => void;
  toggleMute: () => void;
  toggleFullscreen: () => void;
  next: (() => void) | null;
  help: () => void;
  /** Any handled key: shows the controls again. */
  activity: () => void;
}

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** Keys a focused control handles itself; the page-level shortcut must leave them alone. */
function ownedByTarget(target: Element | null, key: string): boolean {
  if (!target) return false;
  if (target.closest(EDITABLE)) return true;
  // Open menus, dialogs and listboxes take every key they are given.
  if (target.closest('[role="menu"], [role="dialog"], [role="listbox"], [role="radiogroup"]')) {
    return true;
  }
  if ((key === ' ' || key === 'Enter') && target.closest('button, a, [role="button"]')) return true;
  if (key.startsWith('Arrow') && target.closest('[role="slider"], input[type="range"]'))
    return true;
  return false;
}

/**
 * YouTube's keys, page-wide while the player is mounted (SPEC-free, DESIGN "keyboard shortcuts"):
 * Space/K play-pause, J/L ∓10 s, ←/→ ∓5 s, ↑/↓ volume, F fullscreen, M mute, N next, ? help.
 */
export function usePlayerShortcuts(handlers: ShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (ownedByTarget(target, event.key)) return;
      const h = latest.current;
      const actions: Record<string, (() => void) | null> = {
        ' ': h.toggle,
        k: h.toggle,
        j: () => h.seekBy(-10),
        l: () => h.seekBy(10),
        ArrowLeft: () => h.seekBy(-5),
        ArrowRight: () => h.seekBy(5),
        ArrowUp: () => h.volumeBy(0.1),
        ArrowDown: () => h.volumeBy(-0.1),
        f: h.toggleFullscreen,
        m: h.toggleMute,
        n: h.next,
        '?': h.help,
      };
      // Letters by physical key, so the shortcuts also work on a Mongolian Cyrillic layout.
      const key =
        event.key !== '?' && event.code.startsWith('Key')
          ? event.code.slice(3).toLowerCase()
          : event.key;
      const action = actions[key];
      if (!action) return;
      event.preventDefault();
      action();
      h.activity();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
