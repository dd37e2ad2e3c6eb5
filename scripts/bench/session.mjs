// Signing a benchmark's browser in as a demo user: the API login, then the token and user id
// written where the app keeps them (idb-keyval's default store), as a login in the app would.

/** The seed's paying demo user (server/seed/users.ts). */
export const PAID_USER = { phone: '99119911', pin: '2580' };

export async function login(base, user = PAID_USER) {
  const response = await fetch(`${base}/api/m/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: user.phone, password: user.pin }),
  });
  const { data } = await response.json();
  return { token: data.access_token, id: data.id };
}

export function storeSessionInPage(page, session) {
  return page.evaluate(
    ({ token, id }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(token, 'auth.token');
          tx.objectStore('keyval').put(id, 'auth.userId');
          tx.oncomplete = () => resolve(open.result.close());
          tx.onerror = () => reject(tx.error);
        };
      }),
    session,
  );
}
