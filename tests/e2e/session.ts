import { studioPaths } from '../../contract/studio/paths';
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

export interface RegisteredUser extends ApiSession {
  phone: string;
  pin: string;
}

async function data<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as { status: boolean; data: T; msg?: string };
  if (!response.ok || !body.status) throw new Error(`${what}: ${response.status} ${body.msg}`);
  return body.data;
}

/** A phone nobody has: 8 digits starting with 9, checked against the server. */
export async function unusedPhone(baseUrl: string): Promise<string> {
  for (;;) {
    const phone = `9${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const response = await fetch(`${baseUrl}/api/m/phone/check/${phone}`);
    const { data } = (await response.json()) as { data: { exists: boolean } };
    if (!data.exists) return phone;
  }
}

/**
 * A new account made the way the dialog makes it (SMS code from the dev outbox, PIN, names),
 * through the API: for tests of what comes after registration.
 */
export async function registerViaApi(
  baseUrl: string,
  phone: string,
  names: { first: string; last: string },
  pin = '4826',
): Promise<RegisteredUser> {
  await data(await fetch(`${baseUrl}/api/m/sms/vp/0/${phone}?vp=register`), 'sms');
  const { code } = await data<{ code: string }>(
    await fetch(`${baseUrl}/__dev/sms/${phone}`),
    'dev sms',
  );
  await data(await fetch(`${baseUrl}/api/m/sms/verify/0/${phone}/${code}?type=register`), 'verify');
  const login = await data<{ access_token: string; id: number }>(
    await fetch(`${baseUrl}/api/m/pin/set/${phone}/${pin}/${code}/register`),
    'pin',
  );
  const query = new URLSearchParams({
    user_id: String(login.id),
    lastname: names.last,
    firstname: names.first,
  });
  await data(
    await fetch(`${baseUrl}/api/m/seeroo/set/register/data?${query}`, {
      headers: { authorization: `Bearer ${login.access_token}` },
    }),
    'names',
  );
  return { phone, pin, token: login.access_token, id: login.id };
}

/**
 * A studio token for a staff member, stepped up with the texted code as the studio app does
 * (the role is the caller's to grant first). Paths as in the contract.
 */
export async function stepUpViaApi(baseUrl: string, user: RegisteredUser): Promise<string> {
  const viewer = { authorization: `Bearer ${user.token}` };
  await data(
    await fetch(baseUrl + studioPaths.studioStepUpSend.path, { method: 'POST', headers: viewer }),
    'step-up send',
  );
  const { code } = await data<{ code: string }>(
    await fetch(`${baseUrl}/__dev/sms/${user.phone}`),
    'dev sms',
  );
  const opened = await data<{ token: string }>(
    await fetch(baseUrl + studioPaths.studioStepUpVerify.path, {
      method: 'POST',
      headers: { ...viewer, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    }),
    'step-up verify',
  );
  return opened.token;
}
