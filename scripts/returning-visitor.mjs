import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromiumOnProfile } from './chromium.mjs';

/*
 * A returning visitor's browser: a profile that has opened `/` once, with the worker installed
 * and every route chunk it fetches on a good link, copied for each new browser. A new context
 * pays the worker's install again (some 450 requests and several seconds of CPU on the 2-core
 * machine); a copy of the profile does not, but starts a browser of its own. Measured by
 * `npm run bench -- context-cost`; tried for the end-to-end tests and set aside (decision 090).
 * A worker belongs to one origin, port included: a profile serves the server it was made on.
 */

const launchOnProfile = (dir, options = {}) =>
  launchChromiumOnProfile(dir, { locale: 'mn-MN', serviceWorkers: 'allow', ...options });

const cachedCount = (page) =>
  page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys())
      count += (await (await caches.open(name)).keys()).length;
    return count;
  });

/** Makes the profile on `baseUrl` and returns its folder. */
export async function prepareProfile(baseUrl) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-profile-'));
  const context = await launchOnProfile(dir);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 60_000,
    });
    // The install is done when the caches hold the same count twice, a second apart.
    for (let last = -1, now = await cachedCount(page); now !== last;) {
      await page.waitForTimeout(1_000);
      [last, now] = [now, await cachedCount(page)];
    }
  } finally {
    await context.close();
  }
  return dir;
}

/** A copy of the profile in `dir` for one browser, removed when its context is closed. */
export async function launchCopyOf(dir, options = {}) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'btv-profile-copy-'));
  fs.cpSync(dir, copy, { recursive: true });
  const context = await launchOnProfile(copy, options);
  // The 'close' event comes while Chromium may still be writing the profile: the folder goes
  // once close() has waited for the browser to exit.
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await close(...args);
    await fs.promises.rm(copy, { recursive: true, force: true, maxRetries: 5 });
  };
  return context;
}
