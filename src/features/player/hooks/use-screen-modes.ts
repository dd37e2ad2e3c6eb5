import { useEffect, useState, type RefObject } from 'react';

interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
}

/** Fullscreen of the whole player (controls included) and picture-in-picture of the video. */
export function useScreenModes(
  container: RefObject<HTMLElement | null>,
  video: RefObject<HTMLVideoElement | null>,
) {
  const [fullscreen, setFullscreen] = useState(false);
  const [pip, setPip] = useState(false);

  useEffect(() => {
    const onFullscreen = () => setFullscreen(document.fullscreenElement === container.current);
    document.addEventListener('fullscreenchange', onFullscreen);
    const el = video.current;
    const onEnter = () => setPip(true);
    const onLeave = () => setPip(false);
    el?.addEventListener('enterpictureinpicture', onEnter);
    el?.addEventListener('leavepictureinpicture', onLeave);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      el?.removeEventListener('enterpictureinpicture', onEnter);
      el?.removeEventListener('leavepictureinpicture', onLeave);
    };
  }, [container, video]);

  const toggleFullscreen = () => {
    const el = container.current;
    if (!el) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (el.requestFullscreen) {
      void el.requestFullscreen().catch(() => undefined);
    } else {
      // iPhone Safari has no element fullscreen, only the video's own.
      (video.current as WebkitVideo | null)?.webkitEnterFullscreen?.();
    }
  };

  const pipSupported =
    typeof document !== 'undefined' && 'pictureInPictureEnabled' in document
      ? document.pictureInPictureEnabled
      : false;

  const togglePip = () => {
    const el = video.current;
    if (!el) return;
    if (document.pictureInPictureElement) {
      void document.exitPictureInPicture().catch(() => undefined);
    } else {
      void el.requestPictureInPicture?.().catch(() => undefined);
    }
  };

  return { fullscreen, toggleFullscreen, pip, pipSupported, togglePip };
}
