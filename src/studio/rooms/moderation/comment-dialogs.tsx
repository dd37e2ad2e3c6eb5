import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationPerson } from '@contract/studio/endpoints/moderation';
import { QuestionDialog } from '@/ui/question-dialog';
import { studioCall } from '../../api/studio-client';
import { isStudioError } from '../../api/studio-error';
import { studioTexts } from '../../texts';
import { FormField } from '../../ui/form-field';
import { ReasonField } from '../../ui/reason-field';
import uiStyles from '../../ui/studio-ui.module.css';
import { fromUbInput } from '../../ui/ub-time';
import { moderationKeys } from './moderation-keys';
import { moderationTexts as texts, personLabel } from './moderation-texts';
import styles from './moderation.module.css';

interface ShellProps {
  title: string;
  formId: string;
  pending: boolean;
  error: Error | null;
  action: string;
  danger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: React.ReactNode;
}

/** A question with a small form (a reason, a time); the server's refusal is said in it. */
export function FormDialog(props: ShellProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.pending) props.onSubmit();
  };
  const fieldRefusal = isStudioError(props.error) && props.error.status === 422;
  return (
    <QuestionDialog
      isOpen
      onOpenChange={(open) => {
        if (!open && !props.pending) props.onClose();
      }}
      isDismissable={!props.pending}
      title={props.title}
      text={
        <form id={props.formId} className={styles.form} onSubmit={submit}>
          {props.children}
          <span role="alert" className={styles.dialogError}>
            {props.error && !fieldRefusal ? props.error.message : ''}
          </span>
        </form>
      }
    >
      <div className={uiStyles.actions}>
        <button type="button" className={uiStyles.button} onClick={props.onClose}>
          {studioTexts.cancel}
        </button>
        <button
          type="submit"
          form={props.formId}
          className={props.danger ? uiStyles.danger : uiStyles.primary}
          disabled={props.pending}
        >
          {props.action}
        </button>
      </div>
    </QuestionDialog>
  );
}

export function useModerationChange<T>(send: (value: T) => Promise<unknown>, onClose: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      onClose();
    },
  });
}

export const fieldError = (error: Error | null, name: string) =>
  isStudioError(error) ? error.field(name) : undefined;

interface ReasonProps {
  title: string;
  text: string;
  action: string;
  danger?: boolean;
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Hiding or deleting a comment: asks why, for the audit log. */
export function ReasonDialog({ title, text, action, danger, send, onClose }: ReasonProps) {
  const [reason, setReason] = useState('');
  const change = useModerationChange(send, onClose);
  return (
    <FormDialog
      title={title}
      formId="comment-reason"
      pending={change.isPending}
      error={change.error}
      action={action}
      danger={danger ?? false}
      onSubmit={() => change.mutate(reason)}
      onClose={onClose}
    >
      <span>{text}</span>
      <ReasonField value={reason} onChange={setReason} error={fieldError(change.error, 'reason')} />
    </FormDialog>
  );
}

/** Stops a user from commenting until a time (Ulaanbaatar's), with a reason. */
export function BanDialog({ person, onClose }: { person: ModerationPerson; onClose: () => void }) {
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const change = useModerationChange(
    () =>
      studioCall('studioCommentBan', {
        body: { user_id: person.id, until: fromUbInput(until), reason },
      }),
    onClose,
  );
  return (
    <FormDialog
      title={texts.banTitle(personLabel(person))}
      formId="comment-ban"
      pending={change.isPending}
      error={change.error}
      action={texts.ban}
      danger
      onSubmit={() => change.mutate(undefined)}
      onClose={onClose}
    >
      <span>{texts.banText}</span>
      <FormField name="until" label={texts.until} error={fieldError(change.error, 'until')}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            className={uiStyles.input}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        )}
      </FormField>
      <ReasonField value={reason} onChange={setReason} error={fieldError(change.error, 'reason')} />
    </FormDialog>
  );
}
