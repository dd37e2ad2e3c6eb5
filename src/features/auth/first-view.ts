// The auth feature's face for the server's first-view renderer (src/first-view) only: the app
// never imports it, so the login form's static copy and its styles stay out of the app's entry.
export { EarlyLoginFrame } from './components/early-login-frame';
