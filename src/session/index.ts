// The session, below every feature: who is watching, signing in and out, the login prompt.
export { forgetSession, getAuthState, resetAuthForTests, useAuth } from './auth-store';
export type { AuthState } from './auth-store';
export { LOGOUT_PATH, signIn, signOut } from './sign-in-out';
export { accountQueryOptions } from './account-query';
export { closeLoginDialog, openLoginDialog, useLoginDialog } from './login-dialog-store';
export type { LoginDialogState, LoginEntry } from './login-dialog-store';
export { keepRegistrationToken } from './registration-token';
export { requireLogin } from './require-login';
export { storedViewerId, useViewerId } from './viewer';
