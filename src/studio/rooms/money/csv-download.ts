import { studioSession } from '../../session/studio-session';

/**
 * The ledger's CSV, fetched with the studio token (it never travels in a URL or a cookie) and
 * handed to the browser as a file; the object URL is dropped once the download has begun.
 */
export async function downloadCsv(url: string, filename: string): Promise<void> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${studioSession.token() ?? ''}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(String(response.status));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
