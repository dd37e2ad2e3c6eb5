// Session state every feature may read: who is signed in, their id, and the login prompt.
export {
  LOGOUT_PATH,
  ensureAuthStarted,
  forgetSession,
  getAuthState,
  resetAuthForTests,
  signIn,
  signOut,
  useAuth,
} from './auth-store';
export type { AuthState } from './auth-store';
export { accountQueryOptions } from './account-query';
export { closeLoginDialog, openLoginDialog, useLoginDialog } from './login-dialog-store';
export type { LoginDialogState, LoginEntry } from './login-dialog-store';
export { keepRegistrationToken } from './registration-token';
export { requireLogin } from './require-login';
export { storedViewerId, useViewerId } from './viewer';
