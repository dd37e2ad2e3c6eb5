import { authTexts } from '../texts';
import { LoginDialogWaiting } from './login-dialog-waiting';

const nothing = () => undefined;

/**
 * The login frame as the server writes it into a first view's template (decision 082): static
 * markup, its close button and Escape handled by public/first-view-start.js until the app runs.
 */
export function EarlyLoginFrame() {
  return <LoginDialogWaiting title={authTexts.login} onClose={nothing} />;
}
