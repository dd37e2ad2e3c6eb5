import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { paths } from '../../contract/paths';
import type { AppDeps } from '../deps';
import {
  DEVICE_TTL_MS,
  deviceCookieName,
  recognisedDevice,
  rememberDevice,
} from '../domain/device-token';

/*
 * The cookie side of device tokens (server/domain/device-token.ts, decision 011): HttpOnly,
 * SameSite=Strict and sent back only to the login call.
 */

/** The id of the device whose cookie this login presents, when it is a live one of `userId`. */
export function presentedDevice(
  c: Context,
  deps: AppDeps,
  phone: string,
  userId: number | undefined,
): Promise<number | null> {
  return recognisedDevice(deps, getCookie(c, deviceCookieName(phone)), userId);
}

/** Keeps the known device alive or registers a new one, and leaves its token in the cookie. */
export async function rememberDeviceCookie(
  c: Context,
  deps: AppDeps,
  user: { id: number; phone: string },
  knownDeviceId: number | null,
): Promise<void> {
  const name = deviceCookieName(user.phone);
  const token = await rememberDevice(deps, user, knownDeviceId, getCookie(c, name));
  setCookie(c, name, token, {
    path: paths.login.path,
    httpOnly: true,
    sameSite: 'Strict',
    secure: deps.config.production,
    maxAge: Math.floor(DEVICE_TTL_MS / 1000),
  });
}
