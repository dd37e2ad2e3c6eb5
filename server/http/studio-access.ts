import type { Context, MiddlewareHandler } from 'hono';
import { mayAct } from '../../contract/studio/roles';
import { studioMessages } from '../../contract/studio/messages';
import type { StudioRoute } from '../../contract/studio/route';
import { extra } from '../../contract/messages';
import type { AppDeps } from '../deps';
import { sessionUserId } from '../domain/auth-token';
import { rolesOf } from '../domain/staff-roles';
import { studioStaffOf } from '../domain/studio-session';
import type { StudioStaff } from '../domain/studio-session';
import { HttpError } from './http-error';
import { presentedToken } from './request-user';

/*
 * The door of every studio call (docs/decisions/051-studio.md). Guests get 401; a viewer's own
 * session token gets 403 when its account holds no role, and 401 "enter the code" when it does
 * (a staff member who has not stepped up); a studio token gets 403 for a room its roles do not
 * open. Roles are read on every call, so a revoked one is gone at once on every instance.
 */

export type StudioEnv = { Variables: { staff: StudioStaff; viewerId: number } };

async function refusal(deps: AppDeps, token: string | null): Promise<HttpError> {
  const viewer = await sessionUserId(deps, token);
  if (viewer === null) return new HttpError(401, extra.unauthorized);
  const roles = await rolesOf(deps.db, viewer);
  return roles.length === 0
    ? new HttpError(403, studioMessages.noRole)
    : new HttpError(401, studioMessages.stepUpNeeded);
}

/** Lets a call through when the route's role is held; sets `staff` (or `viewerId` for step-up). */
export function studioAccess(deps: AppDeps, route: StudioRoute): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    const token = presentedToken(c);
    if (route.role === 'signed-in') {
      const viewer = await sessionUserId(deps, token);
      if (viewer === null) throw new HttpError(401, studioMessages.signInFirst);
      c.set('viewerId', viewer);
      return next();
    }
    const staff = token === null ? null : await studioStaffOf(deps, token);
    if (staff === null) throw await refusal(deps, token);
    if (route.role !== 'staff' && !mayAct(staff.roles, route.role)) {
      throw new HttpError(403, studioMessages.roleMissing);
    }
    c.set('staff', staff);
    return next();
  };
}

/** The studio token of the call (already checked by studioAccess). */
export function studioToken(c: Context): string {
  const token = presentedToken(c);
  if (token === null) throw new HttpError(401, extra.unauthorized);
  return token;
}
