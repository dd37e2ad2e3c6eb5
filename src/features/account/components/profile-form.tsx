import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { User } from '@contract/entities';
import { spec } from '@contract/messages';
import { showToast } from '@/lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';
import { uploadAvatar } from '../api/upload-avatar';
import { accountTexts } from '../texts';
import { Avatar } from './avatar';
import { failureText } from './failure-text';
import styles from './form.module.css';

type Gender = 1 | 2 | 3;
const GENDERS: Gender[] = [1, 2, 3];
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Errors {
  form?: string;
  lastName?: string;
  firstName?: string;
  email?: string;
  image?: string;
}

interface Props {
  user: User;
  /** After the account holds the saved user (the sidebar goes back to its menu). */
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * docs/product.md §2 Profile edit: image, names, e-mail, gender (1, 2, 3), save and cancel. docs/architecture.md "Where we go past the spec" goes
 * past the spec: save really calls profile full-update with names required and the e-mail's
 * format checked ('Талбараа гүйцэт оруулна уу!' when both names are empty).
 */
export function ProfileForm({ user, onSaved, onCancel }: Props) {
  const ids = {
    last: useId(),
    first: useId(),
    email: useId(),
    file: useId(),
    form: useId(),
    image: useId(),
  };
  const [lastName, setLastName] = useState(user.last_name ?? '');
  const [firstName, setFirstName] = useState(user.first_name ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [gender, setGender] = useState<Gender | null>(user.gender);
  const [avatar, setAvatar] = useState<string | null>(user.avatar ?? user.image);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const save = useUpdateProfile();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setErrors((old) => ({ ...old, image: undefined }));
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      setAvatar(await uploadAvatar(file));
    } catch (cause) {
      setPreview(null);
      setErrors((old) => ({ ...old, image: failureText(cause, spec.errorOccurred) }));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || uploading) return;
    const last = lastName.trim();
    const first = firstName.trim();
    const mail = email.trim();
    const next: Errors = {};
    if (!last && !first) next.form = spec.profileIncomplete;
    else {
      if (!last) next.lastName = spec.lastNameRequired;
      if (!first) next.firstName = spec.firstNameRequired;
    }
    if (mail && !EMAIL_RE.test(mail)) next.email = spec.wrongEmail;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await save.mutateAsync({
        user_id: user.id,
        last_name: last,
        first_name: first,
        email: mail || null,
        phone: user.phone,
        avatar,
        gender,
      });
      showToast('success', spec.pinSaved);
      onSaved?.();
    } catch (cause) {
      setErrors({ form: failureText(cause, spec.errorOccurred) });
    } finally {
      setBusy(false);
    }
  };

  const texts = accountTexts.profileForm;
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p id={ids.form} className={styles.formError} role="alert">
        {errors.form}
      </p>
      <div className={styles.field}>
        <span className={styles.label}>{texts.image}</span>
        <div className={styles.imageRow}>
          <Avatar src={preview ?? avatar} size={72} />
          <div className={styles.imageMeta}>
            <button
              type="button"
              className={styles.small}
              onClick={() => fileInput.current?.click()}
              aria-describedby={ids.image}
            >
              {uploading ? texts.uploading : texts.chooseImage}
            </button>
            <span className={styles.hint}>{texts.imageHint}</span>
            <p id={ids.image} className={styles.error} role="alert">
              {errors.image}
            </p>
          </div>
          <input
            ref={fileInput}
            id={ids.file}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className={styles.hiddenFile}
            tabIndex={-1}
            aria-label={texts.chooseImage}
            onChange={(e) => void pickImage(e.target.files?.[0])}
          />
        </div>
      </div>
      <TextField
        id={ids.last}
        label={texts.lastName}
        value={lastName}
        onChange={(v) => {
          setLastName(v);
          setErrors((old) => ({ ...old, lastName: undefined, form: undefined }));
        }}
        error={errors.lastName}
        autoComplete="family-name"
      />
      <TextField
        id={ids.first}
        label={texts.firstName}
        value={firstName}
        onChange={(v) => {
          setFirstName(v);
          setErrors((old) => ({ ...old, firstName: undefined, form: undefined }));
        }}
        error={errors.firstName}
        autoComplete="given-name"
      />
      <TextField
        id={ids.email}
        label={texts.email}
        type="email"
        value={email}
        onChange={(v) => {
          setEmail(v);
          setErrors((old) => ({ ...old, email: undefined }));
        }}
        error={errors.email}
        autoComplete="email"
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{texts.gender}</legend>
        <div className={styles.radios}>
          {GENDERS.map((value) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name={`${ids.form}-gender`}
                value={value}
                checked={gender === value}
                onChange={() => setGender(value)}
              />
              {texts.genders[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        {onCancel ? (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {texts.cancel}
          </button>
        ) : null}
        <button type="submit" className={styles.primary} aria-disabled={busy || uploading}>
          {texts.save}
        </button>
      </div>
    </form>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoComplete: string;
  type?: 'text' | 'email';
}

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  autoComplete,
  type = 'text',
}: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
    </div>
  );
}
