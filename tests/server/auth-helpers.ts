import { expect } from 'vitest';
import { paths } from '../../contract/paths';
import { buildPath } from '../../contract/route';
import { expectData } from './contract-check';
import { call } from './test-app';
import type { CallOptions, TestApp } from './test-app';

type Named = keyof typeof paths;

/** Calls a contract endpoint by name with its path params filled in. */
export function callEndpoint(
  t: Pick<TestApp, 'app'>,
  name: Named,
  params: Record<string, string | number> = {},
  options: CallOptions = {},
) {
  const route = paths[name];
  return call(t.app, route.method, buildPath(route.path, params), options);
}

/**
 * The newest code the sandbox texted to the phone, read the way an e2e test does. Texts are
 * queued after the answer (decision 037); the message log waits for its own process's queue, but
 * behind a balancer the read may reach another instance first, so a phone with no text yet is
 * asked again until the sending instance has written it.
 */
export async function smsCodeFor(t: Pick<TestApp, 'app'>, phone: string): Promise<string> {
  for (let tries = 1; ; tries++) {
    const res = await callEndpoint(t, 'devSms', { phone });
    if (res.status !== 404 || tries === 50) return expectData('devSms', res).code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function emailCodeFor(t: Pick<TestApp, 'app'>, email: string): Promise<string> {
  const res = await call(t.app, 'GET', `/__dev/email/${encodeURIComponent(email)}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return (res.json as { data: { code: string } }).data.code;
}

export async function sendRegisterSms(t: Pick<TestApp, 'app'>, phone: string) {
  return callEndpoint(t, 'smsSend', { phone }, { query: { vp: 'register' } });
}

/** Steps 1-3 of the wizard: code sent, verified, PIN set. Answers token and id. */
export async function registerUser(t: Pick<TestApp, 'app'>, phone: string, pin: string) {
  expect((await sendRegisterSms(t, phone)).status).toBe(200);
  const code = await smsCodeFor(t, phone);
  const verify = await callEndpoint(
    t,
    'smsVerify',
    { phone, code },
    { query: { type: 'register' } },
  );
  expect(verify.status, JSON.stringify(verify.json)).toBe(200);
  return expectData('pinSet', await callEndpoint(t, 'pinSet', { phone, password: pin, code }));
}

export function login(t: Pick<TestApp, 'app'>, phone: string, password: string, ip?: string) {
  return callEndpoint(
    t,
    'login',
    {},
    { body: { phone, password }, headers: ip ? { 'x-forwarded-for': ip } : {} },
  );
}

/** A unique 8-digit phone per call within a test file. */
let nextPhone = 70_000_000;
export const freshPhone = () => String(nextPhone++);
