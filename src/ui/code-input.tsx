import {
  useId,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import styles from './code-input.module.css';

interface Props {
  /** Boxes: 8 for a phone, 4 for an SMS code or PIN, 6 for an e-mail code (docs/product.md §9). */
  length: number;
  /** Digits by position; a space marks an empty box (trailing spaces are trimmed). */
  value: string;
  onChange: (value: string) => void;
  /** The group's visible name. */
  label: string;
  /** Ids of texts that describe the group (an error, a hint). */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** Focus the first empty box on mount (each dialog step starts at its field). */
  initialFocus?: boolean;
  /** PINs are masked. */
  secret?: boolean;
  /** A phone pasted as '+976 9911 9911' keeps its last digits; a code keeps its first. */
  kind?: 'phone' | 'code';
  autoComplete?: string;
  /** Each box's name for screen readers. */
  digitLabel?: (position: number) => string;
  /** 'center' for a dialog's single centred field. */
  align?: 'start' | 'center';
}

const defaultDigitLabel = (n: number) => `${n}-р орон`;

const DIGIT = /^\d$/;

/** Digits only; trims what does not fit. */
function cleanPaste(text: string, length: number, kind: 'phone' | 'code'): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length <= length) return digits;
  return kind === 'phone' ? digits.slice(-length) : digits.slice(0, length);
}

/**
 * Shared by the login dialog and the change-PIN forms.
 * One box per digit (docs/product.md §5): digits only, paste fills the boxes, Backspace steps back,
 * arrows, Home and End move. Enter is left alone so the surrounding form submits.
 */
export function CodeInput({
  length,
  value,
  onChange,
  label,
  describedBy,
  invalid = false,
  initialFocus = false,
  secret = false,
  kind = 'code',
  autoComplete,
  digitLabel = defaultDigitLabel,
  align = 'start',
}: Props) {
  const labelId = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const slots = Array.from({ length }, (_, i) => {
    const c = value[i];
    return c && DIGIT.test(c) ? c : '';
  });

  // Before the first paint: a step is never shown without its field focused, so digits typed the
  // moment it appears land in it (an e2e test typing on sight lost them under load).
  useLayoutEffect(() => {
    if (!initialFocus) return;
    const firstEmpty = slots.findIndex((c) => !c);
    refs.current[firstEmpty === -1 ? length - 1 : firstEmpty]?.focus();
    // Only on mount: later focus follows the user's typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusBox = (i: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, i))];
    box?.focus();
    box?.select();
  };

  const emit = (next: string[]) =>
    onChange(
      next
        .map((c) => c || ' ')
        .join('')
        .trimEnd(),
    );

  const fill = (from: number, digits: string) => {
    const next = [...slots];
    let i = from;
    for (const d of digits) {
      if (i >= length) break;
      next[i++] = d;
    }
    emit(next);
    focusBox(Math.min(i, length - 1));
  };

  const clear = (i: number) => {
    const next = [...slots];
    next[i] = '';
    emit(next);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (DIGIT.test(e.key)) {
      e.preventDefault();
      fill(i, e.key);
      return;
    }
    switch (e.key) {
      case 'Backspace':
        e.preventDefault();
        if (slots[i]) clear(i);
        else if (i > 0) {
          clear(i - 1);
          focusBox(i - 1);
        }
        return;
      case 'Delete':
        e.preventDefault();
        clear(i);
        return;
      case 'ArrowLeft':
        e.preventDefault();
        focusBox(i - 1);
        return;
      case 'ArrowRight':
        e.preventDefault();
        focusBox(i + 1);
        return;
      case 'Home':
        e.preventDefault();
        focusBox(0);
        return;
      case 'End':
        e.preventDefault();
        focusBox(length - 1);
        return;
      default:
        // Letters and symbols never reach the box.
        if (e.key.length === 1) e.preventDefault();
    }
  };

  // Soft keyboards (no usable key in keydown) and SMS autofill arrive here instead.
  const onInput = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      if (raw === '') clear(i);
      return;
    }
    const old = slots[i];
    if (old && digits.length === 2 && digits.includes(old)) {
      fill(i, digits.startsWith(old) ? digits.slice(1) : digits.slice(0, 1));
      return;
    }
    fill(digits.length >= length ? 0 : i, cleanPaste(digits, length, kind));
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = cleanPaste(e.clipboardData.getData('text'), length, kind);
    if (digits) fill(digits.length === length ? 0 : i, digits);
  };

  return (
    <div className={styles.field} data-align={align}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className={styles.boxes}
        data-kind={kind}
        style={{ '--boxes': length } as CSSProperties}
      >
        {slots.map((digit, i) => (
          <input
            // The boxes never reorder: their position is their identity.
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className={styles.box}
            type={secret ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? (autoComplete ?? 'off') : 'off'}
            aria-label={digitLabel(i + 1)}
            aria-invalid={invalid || undefined}
            value={digit}
            data-filled={digit !== '' || undefined}
            onKeyDown={(e) => onKeyDown(i, e)}
            onChange={(e) => onInput(i, e.target.value)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
    </div>
  );
}
