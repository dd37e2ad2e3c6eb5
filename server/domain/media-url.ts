import type { Config } from '../config';

/**
 * Video, audio and subtitle files are stored as `/media/…` paths; MEDIA_BASE_URL moves them to a
 * CDN without touching the data. Artwork (`/art/…`) always stays on this server.
 */
export function mediaUrl(config: Pick<Config, 'mediaBaseUrl'>, url: string): string;
export function mediaUrl(config: Pick<Config, 'mediaBaseUrl'>, url: string | null): string | null;
export function mediaUrl(config: Pick<Config, 'mediaBaseUrl'>, url: string | null): string | null {
  if (url === null || !config.mediaBaseUrl || !url.startsWith('/media/')) return url;
  return config.mediaBaseUrl + url;
}
