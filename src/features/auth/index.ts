// Public face of the auth feature. Session state lives in src/app/session.
export { AuthArea } from './components/auth-area';
export { RequireLogin } from './components/require-login';
