import { spec } from '@contract/messages';
import { CodeInput } from '@/ui/code-input';
import { StepForm } from '../login/step-form';
import { dialogTexts } from '../login/texts';
import styles from '../login/login-dialog.module.css';
import { authTexts } from '../texts';
import { LoginDialogWaiting } from './login-dialog-waiting';

const nothing = () => undefined;

/** The form's error line; the copy is alone on its page, so a fixed id cannot meet another. */
const ERROR_ID = 'early-login-error';

/**
 * The login frame as the server writes it into a first view's template (decisions 082, 087):
 * static markup. It says it is loading; public/first-view-start.js shows the phone step under it
 * once the dialog's styles are in and keeps its boxes, its submit and its links until the app's
 * dialog takes over with what was typed (../early-login.ts).
 */
export function EarlyLoginFrame() {
  const texts = dialogTexts.steps.phone;
  return (
    <LoginDialogWaiting title={authTexts.login} onClose={nothing}>
      <div data-early-form="" data-invalid={spec.phoneInvalid} hidden>
        <StepForm
          lead={texts.lead}
          submitLabel={texts.submit}
          onSubmit={nothing}
          busy={false}
          error={null}
          errorId={ERROR_ID}
          footer={
            <p className={styles.switch}>
              {texts.noAccount}{' '}
              <button type="button" className={styles.link} data-early-register="">
                {texts.register}
              </button>
            </p>
          }
        >
          <CodeInput
            length={8}
            kind="phone"
            label={texts.field}
            value=""
            onChange={nothing}
            describedBy={ERROR_ID}
            autoComplete="tel-national"
            align="center"
          />
        </StepForm>
      </div>
    </LoginDialogWaiting>
  );
}
