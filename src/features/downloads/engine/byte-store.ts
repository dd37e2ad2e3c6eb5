import { DOWNLOADS_CACHE, offlineUrl, type DownloadRecord } from '@contract/offline-downloads';

/*
 * The downloaded bytes in Cache Storage (decision 029), one entry per file under the download's
 * local URL, which the worker answers (sw/offline-media.ts). The worker stores Background Fetch
 * results the same way (sw/download-events.ts).
 */

type Owner = Pick<DownloadRecord, 'userId' | 'id'>;

const open = () => caches.open(DOWNLOADS_CACHE);

export async function putFile(owner: Owner, path: string, body: ArrayBuffer, type: string) {
  const headers = { 'Content-Type': type, 'Content-Length': String(body.byteLength) };
  await (
    await open()
  ).put(offlineUrl(owner.userId, owner.id, path), new Response(body, { headers }));
}

export async function deleteFiles(record: Pick<DownloadRecord, 'userId' | 'id' | 'files'>) {
  if (typeof caches === 'undefined') return;
  const cache = await open();
  await Promise.all(
    record.files.map((file) => cache.delete(offlineUrl(record.userId, record.id, file.path))),
  );
}
