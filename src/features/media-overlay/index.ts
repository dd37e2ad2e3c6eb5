// Public face of the media-overlay feature. The overlay itself loads on first use.
export { validateOverlaySearch } from './overlay-search';
export { loadMediaOverlay } from './load-media-overlay';
