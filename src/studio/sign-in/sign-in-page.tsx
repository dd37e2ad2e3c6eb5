import { useState, type FormEvent } from 'react';
import { CodeInput } from '@/ui/code-input';
import { isStudioError } from '../api/studio-error';
import { sendStepUpCode, signInWithPin, verifyStepUpCode } from '../session/sign-in-calls';
import { studioTexts } from '../texts';
import styles from './sign-in.module.css';

const t = studioTexts.signIn;
const digits = (value: string, n: number) => new RegExp(`^\\d{${n}}$`).test(value);
const messageOf = (error: unknown) => (isStudioError(error) ? error.message : studioTexts.failed);

/**
 * Entering the studio in two steps: phone and PIN (the viewer's own login), then the code texted
 * to the phone (the step-up). Each step's outcome is said in a live region; a refusal (a wrong
 * PIN, a wrong code, an account with no role) is the server's message, under the step's fields.
 */
export function SignInPage() {
  const [step, setStep] = useState<'pin' | 'code'>('pin');
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const submitPin = (event: FormEvent) => {
    event.preventDefault();
    if (!digits(phone, 8)) return setError(t.phoneInvalid);
    if (!digits(pin, 4)) return setError(t.pinInvalid);
    void run(async () => {
      await signInWithPin(phone, pin);
      const sent = await sendStepUpCode();
      setNotice(sent ?? '');
      setCode('');
      setStep('code');
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!digits(code, 4)) return setError(t.codeInvalid);
    // Success opens the session: the shell replaces this page.
    void run(() => verifyStepUpCode(code));
  };

  const errorId = 'studio-sign-in-error';
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{studioTexts.appName}</p>
        {step === 'pin' ? (
          <form onSubmit={submitPin} className={styles.form} aria-busy={busy} noValidate>
            <h1 className={styles.title}>{t.title}</h1>
            <p className={styles.lead}>{t.lead}</p>
            <CodeInput
              length={8}
              kind="phone"
              value={phone}
              onChange={setPhone}
              label={t.phone}
              autoComplete="tel-national"
              initialFocus
              invalid={error !== null}
              describedBy={error ? errorId : undefined}
            />
            <CodeInput
              length={4}
              value={pin}
              onChange={setPin}
              label={t.pin}
              secret
              invalid={error !== null}
              describedBy={error ? errorId : undefined}
            />
            <button type="submit" className={styles.submit} disabled={busy}>
              {busy ? t.checking : t.submit}
            </button>
          </form>
        ) : (
          <form onSubmit={submitCode} className={styles.form} aria-busy={busy} noValidate>
            <h1 className={styles.title}>{t.codeTitle}</h1>
            <p className={styles.lead}>{t.codeLead(phone)}</p>
            <CodeInput
              length={4}
              value={code}
              onChange={setCode}
              label={t.code}
              autoComplete="one-time-code"
              initialFocus
              invalid={error !== null}
              describedBy={error ? errorId : undefined}
            />
            <button type="submit" className={styles.submit} disabled={busy}>
              {busy ? t.checking : t.verify}
            </button>
            <button
              type="button"
              className={styles.back}
              onClick={() => {
                setStep('pin');
                setError(null);
                setNotice('');
              }}
            >
              {t.back}
            </button>
          </form>
        )}
        <p id={errorId} role="alert" className={styles.error}>
          {error ?? ''}
        </p>
        <p role="status" className={styles.notice}>
          {step === 'code' ? notice : ''}
        </p>
      </div>
    </main>
  );
}
