import { resumePending } from './controller';

/**
 * Keeps the signed-in user's downloads going (decision 029): what a reload, a closed tab or a
 * dropped connection stopped continues when the app starts and whenever the network returns.
 * Background Fetches the browser still runs are only watched. Returns the stop function.
 */
export function keepDownloads(userId: number): () => void {
  const resume = () => void resumePending(userId).catch(() => undefined);
  resume();
  window.addEventListener('online', resume);
  return () => window.removeEventListener('online', resume);
}
