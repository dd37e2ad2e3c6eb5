import { paths } from '@contract/paths';
import { studioPaths } from '@contract/studio/paths';
import type { StudioDataOf } from '@contract/studio/endpoints';
import { sendJson } from '../api/send-json';
import { studioSession } from './studio-session';

/*
 * Entering the studio: the viewer's own PIN login (contract/paths.ts `login`), then the step-up
 * code (docs/decisions/051). The viewer token the login answers is kept in memory only, for the
 * two step-up calls; it never reaches a storage the viewer app reads.
 */

/** Checks phone and PIN; a wrong PIN is the server's 401 'Пин код буруу байна!'. */
export async function signInWithPin(phone: string, pin: string): Promise<void> {
  const answer = await sendJson(paths.login.method, paths.login.path, {
    body: { phone, password: pin },
  });
  const data = answer.data as { access_token?: unknown } | undefined;
  if (typeof data?.access_token !== 'string') throw new Error('login answered no token');
  studioSession.setViewerToken(data.access_token);
}

/** Texts the step-up code; a viewer without a role is refused here (403 noRole). */
export async function sendStepUpCode(): Promise<string | undefined> {
  const route = studioPaths.studioStepUpSend;
  const answer = await sendJson(route.method, route.path, { token: studioSession.viewerToken() });
  return answer.msg;
}

/** Presents the code; opens the studio session for this tab. */
export async function verifyStepUpCode(code: string): Promise<void> {
  const route = studioPaths.studioStepUpVerify;
  const answer = await sendJson(route.method, route.path, {
    token: studioSession.viewerToken(),
    body: { code },
  });
  const data = answer.data as StudioDataOf<'studioStepUpVerify'>;
  studioSession.open({ token: data.token, expiresAt: data.expires_at });
}
