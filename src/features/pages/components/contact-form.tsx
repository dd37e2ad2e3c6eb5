import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Button,
  FieldError,
  Form,
  Input,
  Label,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { AlertIcon, SendIcon } from '@/ui/icons';
import { useSendContact } from '../api/send-contact';
import { MAX_MESSAGE, validateContact } from '../contact-validation';
import type { ContactDraft, ContactErrors } from '../contact-validation';
import { pagesTexts } from '../texts';
import styles from './contact-form.module.css';

const t = pagesTexts.contact;
const empty: ContactDraft = { name: '', replyTo: '', message: '' };
const order: (keyof ContactDraft)[] = ['name', 'replyTo', 'message'];

/**
 * Name, phone or e-mail, message. Problems are named under each field in Mongolian; a server
 * failure is shown above the button and nothing typed is lost; success is a toast and a clean form.
 */
export function ContactForm() {
  const [draft, setDraft] = useState<ContactDraft>(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const send = useSendContact();
  const fields = useRef<
    Partial<Record<keyof ContactDraft, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});

  const update = (key: keyof ContactDraft) => (value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    // After a first submit the messages follow the typing, so a fixed field clears at once.
    if (submitted) {
      const result = validateContact(next);
      setErrors('errors' in result ? result.errors : {});
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    setServerError(null);
    const result = validateContact(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = order.find((key) => result.errors[key]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    send.mutate(result.body, {
      onSuccess: (response) => {
        showToast('success', response.msg ?? t.sent);
        setDraft(empty);
        setSubmitted(false);
      },
      onError: (error) => {
        setServerError(error instanceof ApiError ? error.msg : t.sendFailed);
      },
    });
  };

  return (
    <Form
      className={styles.form}
      onSubmit={onSubmit}
      validationBehavior="aria"
      aria-label={t.formHeading}
    >
      <TextField
        className={styles.field}
        value={draft.name}
        onChange={update('name')}
        isInvalid={Boolean(errors.name)}
        isRequired
        autoComplete="name"
        name="name"
      >
        <Label className={styles.label}>{t.name}</Label>
        <Input
          className={styles.input}
          ref={(node) => {
            fields.current.name = node;
          }}
          maxLength={100}
        />
        <FieldError className={styles.error}>{errors.name}</FieldError>
      </TextField>

      <TextField
        className={styles.field}
        value={draft.replyTo}
        onChange={update('replyTo')}
        isInvalid={Boolean(errors.replyTo)}
        isRequired
        autoComplete="email"
        name="replyTo"
      >
        <Label className={styles.label}>{t.replyTo}</Label>
        <Input
          className={styles.input}
          ref={(node) => {
            fields.current.replyTo = node;
          }}
          maxLength={254}
        />
        <Text slot="description" className={styles.hint}>
          {t.replyToHint}
        </Text>
        <FieldError className={styles.error}>{errors.replyTo}</FieldError>
      </TextField>

      <TextField
        className={styles.field}
        value={draft.message}
        onChange={update('message')}
        isInvalid={Boolean(errors.message)}
        isRequired
        name="message"
      >
        <Label className={styles.label}>{t.message}</Label>
        <TextArea
          className={`${styles.input} ${styles.textarea}`}
          ref={(node) => {
            fields.current.message = node;
          }}
          rows={6}
        />
        <Text
          slot="description"
          className={styles.counter}
          data-over={draft.message.trim().length > MAX_MESSAGE || undefined}
        >
          {t.messageHint(draft.message.trim().length, MAX_MESSAGE)}
        </Text>
        <FieldError className={styles.error}>{errors.message}</FieldError>
      </TextField>

      {serverError ? (
        <p className={styles.serverError} role="alert">
          <AlertIcon width={20} height={20} />
          {serverError}
        </p>
      ) : null}

      <Button type="submit" className={styles.submit} isPending={send.isPending}>
        {send.isPending ? t.sending : t.submit}
        <SendIcon width={20} height={20} />
      </Button>
    </Form>
  );
}
