// Public face of the auth feature. Session state lives in src/session.
export { AuthArea } from './components/auth-area';
export { RequireLogin } from './components/require-login';
