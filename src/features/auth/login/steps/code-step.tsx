import { useEffect, useId, useState, type ReactNode } from 'react';
import { spec } from '@contract/messages';
import { showToast } from '@/lib/toast-store';
import { CodeInput } from '@/ui/code-input';
import { dialogTexts } from '../texts';
import styles from '../login-dialog.module.css';
import { StepForm } from '../step-form';
import { useStepRunner } from '../use-step-runner';

/** docs/product.md §9: the resend counter starts at 30. */
export const RESEND_AFTER_S = 30;

interface Props {
  lead: ReactNode;
  submitLabel: string;
  fieldLabel: string;
  length: 4 | 6;
  /** What a whole code looks like; anything else is the spec's wrong-code text, unsent. */
  pattern: RegExp;
  value: string;
  onEdit: (value: string) => void;
  /** Checks the code with the server and moves on; a refusal shows the wrong-code text. */
  verify: () => Promise<void>;
  resend: () => Promise<unknown>;
  /** Shown when the resend fails. */
  resendError: string;
}

/** A step that asks for a code sent by SMS or e-mail, with a resend that wakes up after 30 s. */
export function CodeStep(props: Props) {
  const { busy, error, setError, run } = useStepRunner();
  const errorId = useId();

  const submit = () => {
    if (!props.pattern.test(props.value)) return setError(spec.wrongCode);
    return run(props.verify, spec.wrongCode);
  };

  return (
    <StepForm
      lead={props.lead}
      submitLabel={props.submitLabel}
      onSubmit={submit}
      busy={busy}
      error={error}
      errorId={errorId}
      footer={
        <ResendButton
          onResend={() =>
            run(async () => {
              await props.resend();
              showToast('info', dialogTexts.resent);
            }, props.resendError)
          }
        />
      }
    >
      <CodeInput
        length={props.length}
        label={props.fieldLabel}
        value={props.value}
        onChange={(value) => {
          setError(null);
          props.onEdit(value);
        }}
        describedBy={errorId}
        invalid={error !== null}
        autoComplete="one-time-code"
        initialFocus
        align="center"
      />
    </StepForm>
  );
}

/** A resend button that wakes up after the counter runs out, and again after each resend. */
function ResendButton({ onResend }: { onResend: () => Promise<void> | void }) {
  const [left, setLeft] = useState(RESEND_AFTER_S);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  const waiting = left > 0;
  return (
    <button
      type="button"
      className={styles.link}
      aria-disabled={waiting}
      onClick={() => {
        if (waiting) return;
        setLeft(RESEND_AFTER_S);
        void onResend();
      }}
    >
      {waiting ? dialogTexts.resendIn(left) : dialogTexts.resend}
    </button>
  );
}
