import { expect } from 'vitest';
import { studioPaths } from '../../contract/studio/paths';
import type { StudioEndpointName } from '../../contract/studio/paths';
import type { StaffRole } from '../../contract/studio/roles';
import { buildPath } from '../../contract/route';
import { grantRole } from '../../server/domain/staff-roles';
import { createSignedInUser } from '../factories';
import { smsCodeFor } from './auth-helpers';
import { call } from './test-app';
import type { CallOptions, TestApp } from './test-app';

/** Calls a studio endpoint by name; every `:param` not given is 1. */
export function callStudio(
  t: Pick<TestApp, 'app'>,
  name: StudioEndpointName,
  options: CallOptions & { params?: Record<string, string | number> } = {},
) {
  const route = studioPaths[name];
  const params: Record<string, string | number> = { ...options.params };
  for (const [, key] of route.path.matchAll(/:([A-Za-z]+)/g)) params[key!] ??= 1;
  const { body, ...rest } = options;
  // GET and HEAD (a tus offset) cannot carry a body.
  const withBody = route.method === 'GET' || route.method === 'HEAD' ? rest : { ...rest, body };
  return call(t.app, route.method, buildPath(route.path, params), withBody);
}

export interface StaffMember {
  id: number;
  phone: string;
  /** The viewer session the staff member signed in with. */
  viewerToken: string;
  /** The studio session the step-up code opened. */
  token: string;
}

/** Steps a signed-in account into the studio the way the studio app does: SMS code, then token. */
export async function stepUp(t: TestApp, viewerToken: string, phone: string): Promise<string> {
  const sent = await callStudio(t, 'studioStepUpSend', { token: viewerToken });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  await t.settled();
  const code = await smsCodeFor(t, phone);
  const verified = await callStudio(t, 'studioStepUpVerify', {
    token: viewerToken,
    body: { code },
  });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return (verified.json as { data: { token: string } }).data.token;
}

/** A new account holding the roles, signed in and stepped up into the studio. */
export async function createStaff(t: TestApp, roles: StaffRole[]): Promise<StaffMember> {
  const user = await createSignedInUser(t);
  for (const role of roles) {
    await grantRole(t.db, { userId: user.id, role, by: null, now: t.clock.now() });
  }
  const token = await stepUp(t, user.token, user.phone);
  return { id: user.id, phone: user.phone, viewerToken: user.token, token };
}
