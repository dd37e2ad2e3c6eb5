import type { Config } from '../config';

type BaseUrl = Pick<Config, 'mediaBaseUrl'>;

/*
 * Video, audio and subtitle files (`/media/…`) and uploaded avatars (`/uploads/…`) are stored as
 * site paths; MEDIA_BASE_URL moves them to a CDN or object store without touching the data.
 * Artwork (`/art/…`) is drawn by this server from the database and stays here.
 */
const MOVABLE = ['/media/', '/uploads/'];

export function mediaUrl(config: BaseUrl, url: string): string;
export function mediaUrl(config: BaseUrl, url: string | null): string | null;
export function mediaUrl(config: BaseUrl, url: string | null): string | null {
  if (url === null || !config.mediaBaseUrl || !MOVABLE.some((p) => url.startsWith(p))) return url;
  return config.mediaBaseUrl + url;
}

/**
 * The inverse for URLs a client sends back (the profile form returns the avatar it was shown):
 * our own base is cut off so the database keeps site paths; any other absolute URL is returned
 * unchanged for the caller to refuse.
 */
export function storedPath(config: BaseUrl, url: string): string {
  const base = config.mediaBaseUrl;
  return base && url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}
