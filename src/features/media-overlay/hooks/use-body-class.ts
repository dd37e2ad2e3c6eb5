import { useEffect } from 'react';

/** Puts a class on <body> while the caller is mounted (global.css locks scrolling with it). */
export function useBodyClass(className: string): void {
  useEffect(() => {
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className]);
}
