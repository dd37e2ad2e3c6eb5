import type { Page } from 'playwright-core';

export interface ApiSession {
  token: string;
  id: number;
}

export async function loginViaApi(
  baseUrl: string,
  phone: string,
  pin: string,
): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/m/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: pin }),
  });
  const body = (await response.json()) as { data: { access_token: string; id: number } };
  return { token: body.data.access_token, id: body.data.id };
}

/** Writes the session where the app keeps it (idb-keyval's default store), as a login would. */
export async function storeSession(page: Page, session: ApiSession): Promise<void> {
  await page.evaluate(
    ({ token, id }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(token, 'auth.token');
          tx.objectStore('keyval').put(id, 'auth.userId');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    session,
  );
}
