import type { StudioRoute } from './route';

/** Entering and leaving the studio, and who is in it. */
export const sessionPaths = {
  /** Texts a fresh code to the signed-in staff member's phone. */
  studioStepUpSend: {
    method: 'POST',
    path: '/api/studio/step-up/send',
    role: 'signed-in',
    writes: true,
  },
  /** Presents the code; answers the studio token once. */
  studioStepUpVerify: {
    method: 'POST',
    path: '/api/studio/step-up/verify',
    role: 'signed-in',
    writes: true,
  },
  studioMe: { method: 'GET', path: '/api/studio/me', role: 'staff', writes: false },
  studioSignOut: { method: 'POST', path: '/api/studio/sign-out', role: 'staff', writes: true },
} as const satisfies Record<string, StudioRoute>;
