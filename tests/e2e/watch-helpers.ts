import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { loginViaApi, storeSession as writeSession, type ApiSession } from './session';

/** The seed's demo users (server/seed/users.ts). */
export interface DemoUser {
  phone: string;
  pin: string;
}

export const PAID: DemoUser = { phone: '99119911', pin: '2580' };
export const ZERO: DemoUser = { phone: '88118811', pin: '3691' };

export const base = () => inject('baseUrl');

export async function getJson<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${base()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export type Session = ApiSession;

export const apiLogin = (user: DemoUser): Promise<Session> =>
  loginViaApi(base(), user.phone, user.pin);

/** Writes the token and user id where the app keeps them (idb-keyval's 'keyval-store'). */
export async function storeSession(page: Page, session: Session): Promise<void> {
  await page.goto(`${base()}/policy`);
  await writeSession(page, session);
}

/** Reads one idb-keyval key from the page. */
export function readKey(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (k) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get(k);
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

export interface SeedEpisodes {
  mediaId: number;
  free: number[];
  paid: number[];
}

/** The first series' episodes: the first two of every series are free. */
export async function seedEpisodes(): Promise<SeedEpisodes> {
  const episodes =
    await getJson<{ id: number; anime_id: number; is_free: boolean }[]>('/api/m/episodes/1/0');
  return {
    mediaId: episodes[0]!.anime_id,
    free: episodes.filter((e) => e.is_free).map((e) => e.id),
    paid: episodes.filter((e) => !e.is_free).map((e) => e.id),
  };
}

export const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

/**
 * Starts playback as a viewer would: the big play button, or "start over" when the page offers
 * to resume; then waits until the picture moves past `past` seconds.
 */
export async function playAndAdvance(page: Page, past = 1): Promise<void> {
  const play = page.getByRole('button', { name: 'Тоглуулах', exact: true }).first();
  const startOver = page.getByRole('button', { name: 'Эхнээс нь' });
  await play.or(startOver).first().waitFor({ timeout: 20_000 });
  // The prompt withdraws itself when the saved position lies past the video's real end.
  const clicked = (await startOver.isVisible())
    ? await startOver.click({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    : false;
  if (!clicked) await play.click();
  try {
    await page.waitForFunction(
      (t) => (document.querySelector('video')?.currentTime ?? 0) > t,
      past,
      { timeout: 20_000 },
    );
  } catch (error) {
    // Say what the player was doing: the timeout alone tells nothing.
    const state = await page.evaluate(() => {
      const v = document.querySelector('video');
      return {
        url: location.pathname,
        time: v?.currentTime,
        paused: v?.paused,
        readyState: v?.readyState,
        src: v?.src,
        error: document.querySelector('[data-error]')?.getAttribute('data-error'),
        text: document.querySelector('[role="region"]')?.textContent?.slice(0, 200),
      };
    });
    await page.screenshot({ path: `/tmp/player-fail-${Date.now()}.png` });
    throw new Error(`playback did not advance: ${JSON.stringify(state)}`, { cause: error });
  }
}

/** Opens the gear menu, then one of its submenus, and picks an option, by keyboard as well. */
export async function choose(page: Page, submenu: string, option: string): Promise<void> {
  const player = page.getByRole('region', { name: 'Видео тоглуулагч' });
  await player.hover();
  await page.getByRole('button', { name: 'Тохиргоо' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${submenu}: `) }).press('ArrowRight');
  const menu = page.getByRole('menu', { name: submenu });
  await menu.getByRole('menuitemradio', { name: new RegExp(`^${option}`) }).press('Enter');
  await menu.waitFor({ state: 'detached' });
}
