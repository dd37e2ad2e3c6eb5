import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server';
import { registerViaApi, unusedPhone, type RegisteredUser } from './session';

/*
 * Getting into the studio the way its staff do, shared by the studio's browser tests: a role
 * granted on the server machine (`npm run staff`, on that test server's SQLite file), then the
 * sign-in page's phone and PIN boxes and the texted code (read from the sandbox's message log).
 */

/** `npm run staff -- …args` on the test server's database. */
export async function staffCommand(server: RunningServer, ...args: string[]): Promise<void> {
  await promisify(execFile)('npx', ['tsx', 'server/cli/staff.ts', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
  });
}

/** A viewer registered on `server` and granted `role` with `npm run staff`. */
export async function registerStaff(
  server: RunningServer,
  role: string,
  names: { first: string; last: string },
): Promise<RegisteredUser> {
  const staff = await registerViaApi(server.url, await unusedPhone(server.url), names);
  await staffCommand(server, 'grant', staff.phone, role);
  return staff;
}

/** When the newest text to the phone was sent, or null when none was. */
export async function lastSmsAt(base: string, phone: string): Promise<string | null> {
  const response = await fetch(`${base}/__dev/sms/${phone}`);
  if (!response.ok) return null;
  return ((await response.json()) as { data: { created_at: string } }).data.created_at;
}

/** The newest texted code, once one newer than `after` has arrived (texts are queued). */
export async function codeAfter(
  base: string,
  phone: string,
  after: string | null,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${base}/__dev/sms/${phone}`);
      if (!response.ok) return false;
      const { data } = (await response.json()) as { data: { code: string; created_at: string } };
      code = data.code;
      return data.created_at !== after;
    })
    .toBe(true);
  return code;
}

/** Opens `path` of the studio and signs in with the phone, the PIN and the texted code. */
export async function signInToStudio(
  page: Page,
  base: string,
  who: RegisteredUser,
  path: string,
): Promise<void> {
  const before = await lastSmsAt(base, who.phone);
  await page.goto(`${base}${path}`);
  await page.getByRole('heading', { name: 'Студид нэвтрэх' }).waitFor();
  await page.getByRole('group', { name: 'Утасны дугаар' }).getByRole('textbox').first().focus();
  await page.keyboard.type(who.phone);
  await page.getByRole('group', { name: 'ПИН код' }).locator('input').first().focus();
  await page.keyboard.type(who.pin);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Баталгаажуулах код' }).waitFor();
  const code = await codeAfter(base, who.phone, before);
  await page.getByRole('group', { name: 'SMS код' }).locator('input').first().focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}
